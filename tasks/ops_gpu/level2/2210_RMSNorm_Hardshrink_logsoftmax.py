"""RMSNorm -> Hardshrink -> F.log_softmax: synthesised by warpgym synth (seed 7, index 3499, torch#3, dim 0 x309)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> Hardshrink -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=16)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.hardshrink_1(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(2472, 64, 16, 16)]


def get_init_inputs():
    return []
