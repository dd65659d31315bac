"""Hardtanh -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 3289, torch#2, dim 0 x646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(165376, 512), torch.randn(165376, 512)]


def get_init_inputs():
    return []
