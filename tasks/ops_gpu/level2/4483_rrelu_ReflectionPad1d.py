"""F.rrelu -> ReflectionPad1d: synthesised by warpgym synth (seed 8, index 67, torch#2, dim 0 x1429)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = F.rrelu(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(365824, 256)]


def get_init_inputs():
    return []
