"""SELU -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 3456, torch#2, dim 0 x561)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(17952, 128, 64)]


def get_init_inputs():
    return []
