"""AvgPool2d -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 5725, torch#2, dim 0 x1425)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.avgpool2d_0(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(45600, 128, 64), torch.randn(45600, 42, 21)]


def get_init_inputs():
    return []
