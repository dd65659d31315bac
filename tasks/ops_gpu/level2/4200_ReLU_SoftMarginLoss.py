"""ReLU -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 5726, torch#2, dim 0 x3228)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.relu_0(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(25824, 16, 32, 32), torch.randn(25824, 16, 32, 32)]


def get_init_inputs():
    return []
