"""ELU -> CrossMapLRN2d: synthesised by warpgym synth (seed 7, index 4608, torch#2, dim 0 x13)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.crossmaplrn2d_1(x)
        return x


def get_inputs():
    return [torch.randn(104, 64, 16, 16)]


def get_init_inputs():
    return []
