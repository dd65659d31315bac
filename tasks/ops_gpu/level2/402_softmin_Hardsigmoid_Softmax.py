"""F.softmin -> Hardsigmoid -> Softmax: synthesised by warpgym synth (seed 7, index 635, torch#3, dim 0 x536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> Hardsigmoid -> Softmax"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()
        self.softmax_2 = nn.Softmax()

    def forward(self, x):
        x = F.softmin(x)
        x = self.hardsigmoid_1(x)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(2144, 32, 32, 32)]


def get_init_inputs():
    return []
