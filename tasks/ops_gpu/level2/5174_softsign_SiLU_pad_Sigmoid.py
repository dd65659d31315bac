"""F.softsign -> SiLU -> F.pad -> Sigmoid: synthesised by warpgym synth (seed 9, index 692, torch#4, dim 0 x193)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> SiLU -> F.pad -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()
        self.sigmoid_3 = nn.Sigmoid()

    def forward(self, x):
        x = F.softsign(x)
        x = self.silu_1(x)
        x = F.pad(x, pad=[1, 1])
        x = self.sigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(1544, 256, 128)]


def get_init_inputs():
    return []
