"""F.softshrink -> Hardsigmoid: synthesised by warpgym synth (seed 9, index 40, torch#2, dim 0 x4010)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = F.softshrink(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(16040, 32, 32, 32)]


def get_init_inputs():
    return []
