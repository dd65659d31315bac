"""F.normalize -> SELU: synthesised by warpgym synth (seed 10, index 31, torch#2, dim 0 x1439)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = F.normalize(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(5756, 32, 32, 32)]


def get_init_inputs():
    return []
