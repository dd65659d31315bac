"""AdaptiveMaxPool2d -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 624, torch#2, dim 0 x6589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.multilabelsoftmarginloss_1 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.adaptivemaxpool2d_0(x)
        x = self.multilabelsoftmarginloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(26356, 32, 32, 32), torch.randn(26356, 32, 4, 4)]


def get_init_inputs():
    return []
