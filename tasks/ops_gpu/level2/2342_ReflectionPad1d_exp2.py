"""ReflectionPad1d -> torch.exp2: synthesised by warpgym synth (seed 7, index 3693, torch#2, dim 0 x1821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.exp2"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(116544, 1024)]


def get_init_inputs():
    return []
