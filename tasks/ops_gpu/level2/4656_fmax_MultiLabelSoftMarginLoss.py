"""torch.fmax -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 6342, torch#2, dim 0 x1097)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.fmax(x, x1)
        x = self.multilabelsoftmarginloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(70208, 1024), torch.randn(70208, 1024), torch.randn(70208, 1024)]


def get_init_inputs():
    return []
