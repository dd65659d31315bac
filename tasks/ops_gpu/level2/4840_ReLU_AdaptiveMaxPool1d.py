"""ReLU -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 9, index 177, torch#2, dim 0 x3635)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(116320, 128, 64)]


def get_init_inputs():
    return []
