"""GLU -> MaxPool3d: synthesised by warpgym synth (seed 7, index 6227, torch#2, dim 0 x7885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(31540, 32, 32, 32)]


def get_init_inputs():
    return []
