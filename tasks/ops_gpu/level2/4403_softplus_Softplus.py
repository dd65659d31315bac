"""F.softplus -> Softplus: synthesised by warpgym synth (seed 7, index 6921, torch#2, dim 0 x754)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = F.softplus(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(3016, 32, 32, 32)]


def get_init_inputs():
    return []
