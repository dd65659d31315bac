"""torch.abs -> MaxPool3d: synthesised by warpgym synth (seed 7, index 3644, torch#2, dim 0 x29695)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = torch.abs(x)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(118780, 16, 8, 8, 8)]


def get_init_inputs():
    return []
