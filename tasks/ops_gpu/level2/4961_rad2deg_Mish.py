"""torch.rad2deg -> Mish: synthesised by warpgym synth (seed 9, index 377, torch#2, dim 0 x1244)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(4976, 32, 32, 32)]


def get_init_inputs():
    return []
