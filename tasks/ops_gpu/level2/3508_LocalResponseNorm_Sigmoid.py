"""LocalResponseNorm -> Sigmoid: synthesised by warpgym synth (seed 7, index 5517, torch#2, dim 0 x501)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(8016, 32, 16, 16)]


def get_init_inputs():
    return []
