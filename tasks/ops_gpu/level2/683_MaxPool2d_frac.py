"""MaxPool2d -> torch.frac: synthesised by warpgym synth (seed 7, index 1094, torch#2, dim 0 x6672)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> torch.frac"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(53376, 64, 16, 16)]


def get_init_inputs():
    return []
