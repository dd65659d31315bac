"""PReLU -> F.hardswish: synthesised by warpgym synth (seed 9, index 120, torch#2, dim 0 x1138)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(18208, 32, 16, 16)]


def get_init_inputs():
    return []
