"""torch.pow -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 1410, torch#2, dim 0 x366)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.pow(x, 2.0)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2928, 64, 16, 16), torch.randn(2928, 64, 16, 16)]


def get_init_inputs():
    return []
