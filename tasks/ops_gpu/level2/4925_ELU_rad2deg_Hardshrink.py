"""ELU -> torch.rad2deg -> Hardshrink: synthesised by warpgym synth (seed 9, index 320, torch#3, dim 0 x16358)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> torch.rad2deg -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = self.elu_0(x)
        x = torch.rad2deg(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(65432, 16, 8, 8, 8)]


def get_init_inputs():
    return []
