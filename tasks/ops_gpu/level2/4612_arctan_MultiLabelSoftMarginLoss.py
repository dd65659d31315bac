"""torch.arctan -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6294, torch#2, dim 0 x372)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = torch.arctan(x)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(95232, 256), torch.randn(95232, 256)]


def get_init_inputs():
    return []
