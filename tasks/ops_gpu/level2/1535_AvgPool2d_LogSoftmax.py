"""AvgPool2d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2453, torch#2, dim 0 x2289)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(18312, 256, 128)]


def get_init_inputs():
    return []
