"""ReflectionPad1d -> torch.round: synthesised by warpgym synth (seed 7, index 6150, torch#2, dim 0 x706)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> torch.round"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(22592, 128, 64)]


def get_init_inputs():
    return []
