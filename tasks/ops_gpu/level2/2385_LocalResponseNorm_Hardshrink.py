"""LocalResponseNorm -> Hardshrink: synthesised by warpgym synth (seed 7, index 3763, torch#2, dim 0 x320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(5120, 32, 256)]


def get_init_inputs():
    return []
