"""torch.triu -> torch.fix -> torch.narrow -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 10, index 67, torch#4, dim 0 x1297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> torch.fix -> torch.narrow -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        x = torch.fix(x)
        x = torch.narrow(x, -1, 2, 2)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(20752, 32, 16, 16)]


def get_init_inputs():
    return []
