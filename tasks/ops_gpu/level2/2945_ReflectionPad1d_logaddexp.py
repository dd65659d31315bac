"""ReflectionPad1d -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 4661, torch#2, dim 0 x2490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.logaddexp"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1):
        x = self.reflectionpad1d_0(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(39840, 64, 128), torch.randn(39840, 64, 130)]


def get_init_inputs():
    return []
