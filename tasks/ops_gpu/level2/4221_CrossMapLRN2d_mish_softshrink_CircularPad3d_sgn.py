"""CrossMapLRN2d -> F.mish -> F.softshrink -> CircularPad3d -> torch.sgn: synthesised by warpgym synth (seed 7, index 6629, torch#5, dim 0 x248)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> F.mish -> F.softshrink -> CircularPad3d -> torch.sgn"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.circularpad3d_3 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = F.mish(x)
        x = F.softshrink(x)
        x = self.circularpad3d_3(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(1984, 16, 32, 32)]


def get_init_inputs():
    return []
