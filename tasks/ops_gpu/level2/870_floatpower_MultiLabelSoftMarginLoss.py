"""torch.float_power -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 1188, torch#2, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.float_power(x, 2.0)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(3192, 32, 32, 32), torch.randn(3192, 32, 32, 32)]


def get_init_inputs():
    return []
