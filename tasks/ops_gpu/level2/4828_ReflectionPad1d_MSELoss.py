"""ReflectionPad1d -> MSELoss: synthesised by warpgym synth (seed 7, index 6570, torch#2, dim 0 x1237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.mseloss_1 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.reflectionpad1d_0(x)
        x = self.mseloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(19792, 32, 256), torch.randn(19792, 32, 258)]


def get_init_inputs():
    return []
