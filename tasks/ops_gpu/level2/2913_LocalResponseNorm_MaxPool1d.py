"""LocalResponseNorm -> MaxPool1d: synthesised by warpgym synth (seed 7, index 4604, torch#2, dim 0 x643)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(10288, 64, 128)]


def get_init_inputs():
    return []
