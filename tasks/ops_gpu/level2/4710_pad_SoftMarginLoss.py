"""F.pad -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 6417, torch#2, dim 0 x2482)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(9928, 16, 8, 8, 8), torch.randn(9928, 16, 8, 8, 10)]


def get_init_inputs():
    return []
