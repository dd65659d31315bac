"""F.adaptive_max_pool1d_with_indices -> GELU -> torch.msort: synthesised by warpgym synth (seed 7, index 2611, torch#3, dim 0 x3762)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> GELU -> torch.msort"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.gelu_1(x)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(120384, 128, 64)]


def get_init_inputs():
    return []
