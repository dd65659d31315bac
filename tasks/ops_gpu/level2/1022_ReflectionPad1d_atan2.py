"""ReflectionPad1d -> torch.atan2: synthesised by warpgym synth (seed 7, index 1660, torch#2, dim 0 x2266)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1):
        x = self.reflectionpad1d_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(36256, 64, 128), torch.randn(36256, 64, 130)]


def get_init_inputs():
    return []
