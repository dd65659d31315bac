"""MaxPool3d: synthesised by warpgym synth (seed 7, index 4610, torch#1, dim 0 x7228)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        return x


def get_inputs():
    return [torch.randn(57824, 16, 32, 32)]


def get_init_inputs():
    return []
