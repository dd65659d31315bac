"""F.hardshrink -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 4668, torch#2, dim 0 x3693)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = F.hardshrink(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(236352, 1024), torch.randn(236352, 1024)]


def get_init_inputs():
    return []
