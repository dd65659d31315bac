"""ReflectionPad1d -> torch.asinh: synthesised by warpgym synth (seed 7, index 4857, torch#2, dim 0 x3026)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(48416, 32, 256)]


def get_init_inputs():
    return []
