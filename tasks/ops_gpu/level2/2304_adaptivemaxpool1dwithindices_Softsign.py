"""F.adaptive_max_pool1d_with_indices -> Softsign: synthesised by warpgym synth (seed 7, index 3639, torch#2, dim 0 x15255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(1952640, 256)]


def get_init_inputs():
    return []
