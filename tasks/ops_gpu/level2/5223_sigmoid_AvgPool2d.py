"""F.sigmoid -> AvgPool2d: synthesised by warpgym synth (seed 9, index 762, torch#2, dim 0 x943)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.avgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(15088, 32, 256)]


def get_init_inputs():
    return []
