"""Softmax -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 2722, torch#2, dim 0 x293)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.softmax_0(x)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(4688, 32, 16, 16), torch.randn(4688, 32, 16, 16)]


def get_init_inputs():
    return []
