"""ZeroPad1d -> Hardtanh: synthesised by warpgym synth (seed 7, index 4090, torch#2, dim 0 x4086)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(16344, 16, 8, 8, 8)]


def get_init_inputs():
    return []
