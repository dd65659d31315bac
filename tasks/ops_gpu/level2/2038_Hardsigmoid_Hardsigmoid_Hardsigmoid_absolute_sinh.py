"""Hardsigmoid -> Hardsigmoid -> Hardsigmoid -> torch.absolute -> torch.sinh: synthesised by warpgym synth (seed 7, index 3217, torch#5, dim 0 x229)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> Hardsigmoid -> Hardsigmoid -> torch.absolute -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.hardsigmoid_1 = nn.Hardsigmoid()
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.hardsigmoid_1(x)
        x = self.hardsigmoid_2(x)
        x = torch.absolute(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(7328, 128, 64)]


def get_init_inputs():
    return []
