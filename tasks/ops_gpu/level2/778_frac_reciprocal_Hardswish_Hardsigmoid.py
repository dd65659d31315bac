"""torch.frac -> torch.reciprocal -> Hardswish -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 1259, torch#4, dim 0 x3037)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> torch.reciprocal -> Hardswish -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardswish_2 = nn.Hardswish()
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x):
        x = torch.frac(x)
        x = torch.reciprocal(x)
        x = self.hardswish_2(x)
        x = self.hardsigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(388736, 256)]


def get_init_inputs():
    return []
