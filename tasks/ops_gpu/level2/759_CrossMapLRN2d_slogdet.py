"""CrossMapLRN2d -> torch.slogdet: synthesised by warpgym synth (seed 7, index 1222, torch#2, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> torch.slogdet"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = torch.slogdet(x)[0]
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
