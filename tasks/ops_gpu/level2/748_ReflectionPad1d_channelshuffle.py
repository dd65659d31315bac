"""ReflectionPad1d -> F.channel_shuffle: synthesised by warpgym synth (seed 7, index 1205, torch#2, dim 0 x3600)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(57600, 32, 256)]


def get_init_inputs():
    return []
