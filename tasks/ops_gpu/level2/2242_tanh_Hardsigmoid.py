"""F.tanh -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 3559, torch#2, dim 0 x398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = F.tanh(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(12736, 128, 64)]


def get_init_inputs():
    return []
