"""ReflectionPad1d -> torch.swapdims -> Sigmoid: synthesised by warpgym synth (seed 7, index 4034, torch#3, dim 0 x10540)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.swapdims -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.swapdims(x, -1, -2)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(1349120, 256)]


def get_init_inputs():
    return []
