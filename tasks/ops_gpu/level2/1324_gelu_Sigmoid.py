"""F.gelu -> Sigmoid: synthesised by warpgym synth (seed 7, index 2123, torch#2, dim 0 x4277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = F.gelu(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(1094912, 256)]


def get_init_inputs():
    return []
