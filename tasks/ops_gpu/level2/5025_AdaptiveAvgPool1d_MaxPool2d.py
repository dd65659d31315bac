"""AdaptiveAvgPool1d -> MaxPool2d: synthesised by warpgym synth (seed 9, index 476, torch#2, dim 0 x3730)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(59680, 64, 128)]


def get_init_inputs():
    return []
