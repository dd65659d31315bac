"""ReLU6 -> Hardshrink -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 6558, torch#3, dim 0 x2560)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> Hardshrink -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.hardshrink_1(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(20480, 64, 16, 16)]


def get_init_inputs():
    return []
