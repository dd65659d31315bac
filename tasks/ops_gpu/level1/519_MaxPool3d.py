"""MaxPool3d: synthesised by warpgym synth (seed 9, index 586, torch#1, dim 0 x19605)."""
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
    return [torch.randn(78420, 16, 8, 8, 8)]


def get_init_inputs():
    return []
