"""F.rrelu -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 6086, torch#2, dim 0 x3790)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(30320, 64, 16, 16)]


def get_init_inputs():
    return []
