"""ReflectionPad1d -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 4123, torch#2, dim 0 x3884)."""
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
    return [torch.randn(994304, 256)]


def get_init_inputs():
    return []
