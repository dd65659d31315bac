"""MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 1015, torch#1, dim 0 x878)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.multilabelsoftmarginloss_0 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.multilabelsoftmarginloss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(224768, 256), torch.randn(224768, 256)]


def get_init_inputs():
    return []
