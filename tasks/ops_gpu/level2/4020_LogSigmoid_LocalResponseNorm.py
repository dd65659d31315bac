"""LogSigmoid -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 6320, torch#2, dim 0 x1774)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(14192, 16, 32, 32)]


def get_init_inputs():
    return []
