"""AvgPool3d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 359, torch#2, dim 0 x7563)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(60504, 64, 16, 16)]


def get_init_inputs():
    return []
