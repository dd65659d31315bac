"""LocalResponseNorm -> SELU: synthesised by warpgym synth (seed 7, index 5824, torch#2, dim 0 x904)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> SELU"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.selu_1 = nn.SELU()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(14464, 64, 128)]


def get_init_inputs():
    return []
