"""LocalResponseNorm -> RReLU: synthesised by warpgym synth (seed 7, index 2116, torch#2, dim 0 x77)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> RReLU"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(2464, 128, 64)]


def get_init_inputs():
    return []
