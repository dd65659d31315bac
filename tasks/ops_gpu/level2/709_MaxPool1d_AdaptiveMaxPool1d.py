"""MaxPool1d -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 1135, torch#2, dim 0 x2524)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(80768, 128, 64)]


def get_init_inputs():
    return []
