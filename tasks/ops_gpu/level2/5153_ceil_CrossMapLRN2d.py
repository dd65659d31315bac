"""torch.ceil -> CrossMapLRN2d: synthesised by warpgym synth (seed 9, index 663, torch#2, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = torch.ceil(x)
        x = self.crossmaplrn2d_1(x)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
