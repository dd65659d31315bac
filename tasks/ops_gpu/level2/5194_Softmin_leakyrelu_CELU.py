"""Softmin -> F.leaky_relu -> CELU: synthesised by warpgym synth (seed 9, index 726, torch#3, dim 0 x329)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.leaky_relu -> CELU"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.celu_2 = nn.CELU()

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.leaky_relu(x)
        x = self.celu_2(x)
        return x


def get_inputs():
    return [torch.randn(1316, 32, 32, 32)]


def get_init_inputs():
    return []
