"""SiLU -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 3988, torch#2, dim 0 x2149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(137536, 1024)]


def get_init_inputs():
    return []
