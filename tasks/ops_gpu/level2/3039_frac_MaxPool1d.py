"""torch.frac -> MaxPool1d: synthesised by warpgym synth (seed 7, index 4807, torch#2, dim 0 x5270)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.frac(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(84320, 32, 256)]


def get_init_inputs():
    return []
