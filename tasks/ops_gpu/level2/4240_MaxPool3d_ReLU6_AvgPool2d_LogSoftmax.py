"""MaxPool3d -> ReLU6 -> AvgPool2d -> LogSoftmax: synthesised by warpgym synth (seed 7, index 6659, torch#4, dim 0 x7022)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> ReLU6 -> AvgPool2d -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.relu6_1 = nn.ReLU6()
        self.avgpool2d_2 = nn.AvgPool2d(kernel_size=3)
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.relu6_1(x)
        x = self.avgpool2d_2(x)
        x = self.logsoftmax_3(x)
        return x


def get_inputs():
    return [torch.randn(56176, 16, 32, 32)]


def get_init_inputs():
    return []
