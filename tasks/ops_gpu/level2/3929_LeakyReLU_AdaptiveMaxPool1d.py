"""LeakyReLU -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 6188, torch#2, dim 0 x7398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(118368, 32, 256)]


def get_init_inputs():
    return []
