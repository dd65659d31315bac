"""torch.logaddexp2 -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 6783, torch#2, dim 0 x2640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.logaddexp2(x, x1)
        x = self.softmarginloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(42240, 64, 128), torch.randn(42240, 64, 128), torch.randn(42240, 64, 128)]


def get_init_inputs():
    return []
