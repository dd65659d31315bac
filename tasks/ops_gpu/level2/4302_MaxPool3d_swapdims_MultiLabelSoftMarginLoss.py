"""MaxPool3d -> torch.swapdims -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 5861, torch#3, dim 0 x2831)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.swapdims -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.maxpool3d_0(x)
        x = torch.swapdims(x, -1, -2)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(22648, 16, 32, 32), torch.randn(22648, 5, 10, 10)]


def get_init_inputs():
    return []
