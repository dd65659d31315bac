"""torch.angle -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 4996, torch#2, dim 0 x3221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(12884, 32, 32, 32), torch.randn(12884, 32, 32, 32)]


def get_init_inputs():
    return []
