"""ReflectionPad1d -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 9, index 593, torch#2, dim 0 x18351)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2348928, 256)]


def get_init_inputs():
    return []
