"""torch.rad2deg -> Softmin: synthesised by warpgym synth (seed 7, index 3887, torch#2, dim 0 x3875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(62000, 32, 256)]


def get_init_inputs():
    return []
