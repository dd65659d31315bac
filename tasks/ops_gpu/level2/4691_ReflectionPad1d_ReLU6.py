"""ReflectionPad1d -> ReLU6: synthesised by warpgym synth (seed 8, index 393, torch#2, dim 0 x3867)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(1979904, 256)]


def get_init_inputs():
    return []
