"""torch.expm1 -> GELU: synthesised by warpgym synth (seed 7, index 4803, torch#2, dim 0 x2948)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.expm1(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(47168, 64, 128)]


def get_init_inputs():
    return []
