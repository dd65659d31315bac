"""ReflectionPad3d -> Softmax -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 617, torch#3, dim 0 x2134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> Softmax -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.softmax_1 = nn.Softmax()
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = self.softmax_1(x)
        x = self.adaptivemaxpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(17072, 16, 32, 32)]


def get_init_inputs():
    return []
