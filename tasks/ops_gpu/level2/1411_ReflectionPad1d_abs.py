"""ReflectionPad1d -> torch.abs: synthesised by warpgym synth (seed 7, index 2257, torch#2, dim 0 x1594)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(12752, 256, 128)]


def get_init_inputs():
    return []
