"""torch.clamp_max -> MaxPool1d: synthesised by warpgym synth (seed 7, index 2964, torch#2, dim 0 x750)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(6000, 256, 128)]


def get_init_inputs():
    return []
