"""torch.inverse -> MaxPool3d: synthesised by warpgym synth (seed 9, index 70, torch#2, dim 0 x4933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = torch.inverse(x)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(9866, 8, 8, 16, 16)]


def get_init_inputs():
    return []
