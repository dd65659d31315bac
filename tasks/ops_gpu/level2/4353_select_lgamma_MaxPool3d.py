"""torch.select -> torch.lgamma -> MaxPool3d: synthesised by warpgym synth (seed 7, index 6833, torch#3, dim 0 x24817)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> torch.lgamma -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_2 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = torch.select(x, -1, 2)
        x = torch.lgamma(x)
        x = self.maxpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(99268, 16, 8, 8, 8)]


def get_init_inputs():
    return []
