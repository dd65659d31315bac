"""torch.absolute -> Hardsigmoid: synthesised by warpgym synth (seed 8, index 86, torch#2, dim 0 x3070)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = torch.absolute(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(49120, 32, 16, 16)]


def get_init_inputs():
    return []
