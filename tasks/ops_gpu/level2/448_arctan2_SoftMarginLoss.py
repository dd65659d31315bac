"""torch.arctan2 -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 606, torch#2, dim 0 x1261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = self.softmarginloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(20176, 32, 16, 16), torch.randn(20176, 32, 16, 16), torch.randn(20176, 32, 16, 16)]


def get_init_inputs():
    return []
