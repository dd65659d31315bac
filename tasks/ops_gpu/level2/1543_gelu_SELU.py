"""F.gelu -> SELU: synthesised by warpgym synth (seed 7, index 2467, torch#2, dim 0 x15575)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = F.gelu(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(31150, 8, 8, 16, 16)]


def get_init_inputs():
    return []
