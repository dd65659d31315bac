"""ReflectionPad1d -> F.relu6: synthesised by warpgym synth (seed 7, index 5081, torch#2, dim 0 x3545)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(1815040, 256)]


def get_init_inputs():
    return []
