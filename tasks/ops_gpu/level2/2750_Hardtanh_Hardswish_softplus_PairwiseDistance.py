"""Hardtanh -> Hardswish -> F.softplus -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 4341, torch#4, dim 0 x1533)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> Hardswish -> F.softplus -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.hardswish_1 = nn.Hardswish()
        self.pairwisedistance_3 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = self.hardswish_1(x)
        x = F.softplus(x)
        x = self.pairwisedistance_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(12264, 16, 32, 32), torch.randn(12264, 16, 32, 32)]


def get_init_inputs():
    return []
