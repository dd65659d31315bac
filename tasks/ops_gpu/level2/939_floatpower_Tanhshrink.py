"""torch.float_power -> Tanhshrink: synthesised by warpgym synth (seed 7, index 1527, torch#2, dim 0 x2018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(1033216, 256)]


def get_init_inputs():
    return []
