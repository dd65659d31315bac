"""CELU -> Hardtanh: synthesised by warpgym synth (seed 7, index 3589, torch#2, dim 0 x1105)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.celu_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(8840, 64, 16, 16)]


def get_init_inputs():
    return []
