"""ReLU -> torch.rad2deg -> torch.logcumsumexp: synthesised by warpgym synth (seed 8, index 418, torch#3, dim 0 x3036)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.rad2deg -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = torch.rad2deg(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(777216, 256)]


def get_init_inputs():
    return []
