"""F.softplus -> Unfold: synthesised by warpgym synth (seed 7, index 5670, torch#2, dim 0 x487)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = F.softplus(x)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(7792, 64, 128)]


def get_init_inputs():
    return []
