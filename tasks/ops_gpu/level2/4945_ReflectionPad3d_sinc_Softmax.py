"""ReflectionPad3d -> torch.sinc -> Softmax: synthesised by warpgym synth (seed 9, index 349, torch#3, dim 0 x668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> torch.sinc -> Softmax"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.softmax_2 = nn.Softmax()

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = torch.sinc(x)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(5344, 64, 16, 16)]


def get_init_inputs():
    return []
