"""torch.erfc -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6857, torch#2, dim 0 x90)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.erfc(x)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2880, 128, 64), torch.randn(2880, 128, 64)]


def get_init_inputs():
    return []
