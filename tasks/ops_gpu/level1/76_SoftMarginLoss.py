"""SoftMarginLoss: synthesised by warpgym synth (seed 7, index 819, torch#1, dim 0 x4992)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_0 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.softmarginloss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(319488, 1024), torch.randn(319488, 1024)]


def get_init_inputs():
    return []
