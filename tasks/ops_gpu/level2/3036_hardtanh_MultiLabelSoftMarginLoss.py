"""F.hardtanh -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 4158, torch#2, dim 0 x1506)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(385536, 512), torch.randn(385536, 512)]


def get_init_inputs():
    return []
