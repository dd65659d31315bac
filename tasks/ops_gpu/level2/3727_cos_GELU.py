"""torch.cos -> GELU: synthesised by warpgym synth (seed 7, index 5844, torch#2, dim 0 x3607)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.cos(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(28856, 64, 16, 16)]


def get_init_inputs():
    return []
