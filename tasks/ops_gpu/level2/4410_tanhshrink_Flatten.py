"""F.tanhshrink -> Flatten: synthesised by warpgym synth (seed 7, index 6930, torch#2, dim 0 x3987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(31896, 16, 32, 32)]


def get_init_inputs():
    return []
