"""RMSNorm -> Softmax: synthesised by warpgym synth (seed 7, index 6625, torch#2, dim 0 x1486)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> Softmax"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=8)
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(5944, 16, 8, 8, 8)]


def get_init_inputs():
    return []
