"""torch.deg2rad -> GELU: synthesised by warpgym synth (seed 9, index 573, torch#2, dim 0 x1492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(23872, 32, 16, 16)]


def get_init_inputs():
    return []
