"""MaxPool1d: synthesised by warpgym synth (seed 7, index 3849, torch#1, dim 0 x2764)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        return x


def get_inputs():
    return [torch.randn(88448, 128, 64)]


def get_init_inputs():
    return []
