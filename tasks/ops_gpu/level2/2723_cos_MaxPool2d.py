"""torch.cos -> MaxPool2d: synthesised by warpgym synth (seed 7, index 4300, torch#2, dim 0 x2064)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = torch.cos(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(33024, 32, 16, 16)]


def get_init_inputs():
    return []
