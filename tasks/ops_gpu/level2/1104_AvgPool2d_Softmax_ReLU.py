"""AvgPool2d -> Softmax -> ReLU: synthesised by warpgym synth (seed 7, index 1788, torch#3, dim 0 x7351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> Softmax -> ReLU"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)
        self.softmax_1 = nn.Softmax()
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.avgpool2d_0(x)
        x = self.softmax_1(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(29404, 32, 32, 32)]


def get_init_inputs():
    return []
