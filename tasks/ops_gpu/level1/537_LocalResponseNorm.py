"""LocalResponseNorm: synthesised by warpgym synth (seed 10, index 93, torch#1, dim 0 x226)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        return x


def get_inputs():
    return [torch.randn(3616, 32, 16, 16)]


def get_init_inputs():
    return []
