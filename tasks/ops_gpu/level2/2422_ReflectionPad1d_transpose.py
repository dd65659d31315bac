"""ReflectionPad1d -> torch.transpose: synthesised by warpgym synth (seed 7, index 3819, torch#2, dim 0 x3025)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(48400, 32, 256)]


def get_init_inputs():
    return []
