"""F.tanhshrink -> Softshrink: synthesised by warpgym synth (seed 7, index 3491, torch#2, dim 0 x3170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(12680, 32, 32, 32)]


def get_init_inputs():
    return []
