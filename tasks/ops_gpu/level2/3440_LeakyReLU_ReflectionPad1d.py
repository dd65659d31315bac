"""LeakyReLU -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 5404, torch#2, dim 0 x4006)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1025536, 512)]


def get_init_inputs():
    return []
