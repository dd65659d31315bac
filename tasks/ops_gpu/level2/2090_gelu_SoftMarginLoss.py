"""F.gelu -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 2849, torch#2, dim 0 x5064)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = self.softmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(20256, 16, 8, 8, 8), torch.randn(20256, 16, 8, 8, 8)]


def get_init_inputs():
    return []
