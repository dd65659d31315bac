"""Mish -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 9, index 439, torch#2, dim 0 x2822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.adaptiveavgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1444864, 256)]


def get_init_inputs():
    return []
