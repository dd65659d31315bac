"""CrossMapLRN2d -> F.selu: synthesised by warpgym synth (seed 7, index 1072, torch#2, dim 0 x32)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> F.selu"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(256, 64, 16, 16)]


def get_init_inputs():
    return []
