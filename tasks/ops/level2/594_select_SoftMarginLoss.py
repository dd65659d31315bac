"""torch.select -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 778, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = torch.select(x, -1, 2)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 32, 16)]


def get_init_inputs():
    return []
