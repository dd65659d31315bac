"""F.selu -> GELU: synthesised by warpgym synth (seed 10, index 141, torch#2, dim 0 x3624)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = F.selu(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(57984, 32, 16, 16)]


def get_init_inputs():
    return []
