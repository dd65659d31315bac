"""torch.fmin -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 6942, torch#2, dim 0 x2621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmarginloss_1 = nn.SoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.fmin(x, x1)
        x = self.softmarginloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(1341952, 256), torch.randn(1341952, 256), torch.randn(1341952, 256)]


def get_init_inputs():
    return []
