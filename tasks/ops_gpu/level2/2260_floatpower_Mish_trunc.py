"""torch.float_power -> Mish -> torch.trunc: synthesised by warpgym synth (seed 7, index 3584, torch#3, dim 0 x10832)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> Mish -> torch.trunc"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.mish_1(x)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(1386496, 256)]


def get_init_inputs():
    return []
