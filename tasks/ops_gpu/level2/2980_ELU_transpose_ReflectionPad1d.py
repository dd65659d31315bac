"""ELU -> torch.transpose -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 4716, torch#3, dim 0 x10239)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.transpose -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.reflectionpad1d_2 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.transpose(x, -1, -2)
        x = self.reflectionpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(1310592, 256)]


def get_init_inputs():
    return []
