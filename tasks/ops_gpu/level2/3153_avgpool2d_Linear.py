"""F.avg_pool2d -> Linear: synthesised by warpgym synth (seed 7, index 4973, torch#2, dim 0 x5177)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=5, out_features=5)

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(82832, 32, 16, 16)]


def get_init_inputs():
    return []
