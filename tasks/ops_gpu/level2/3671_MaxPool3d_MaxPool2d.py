"""MaxPool3d -> MaxPool2d: synthesised by warpgym synth (seed 7, index 5754, torch#2, dim 0 x4894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(78304, 32, 16, 16)]


def get_init_inputs():
    return []
