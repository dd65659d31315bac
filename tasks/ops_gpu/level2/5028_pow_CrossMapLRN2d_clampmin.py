"""torch.pow -> CrossMapLRN2d -> torch.clamp_min: synthesised by warpgym synth (seed 9, index 480, torch#3, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> CrossMapLRN2d -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.crossmaplrn2d_1(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
