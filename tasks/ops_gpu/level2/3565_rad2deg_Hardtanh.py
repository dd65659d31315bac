"""torch.rad2deg -> Hardtanh: synthesised by warpgym synth (seed 7, index 5595, torch#2, dim 0 x4552)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(1165312, 256)]


def get_init_inputs():
    return []
