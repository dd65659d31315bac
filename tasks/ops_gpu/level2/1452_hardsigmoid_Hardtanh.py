"""F.hardsigmoid -> Hardtanh: synthesised by warpgym synth (seed 7, index 2318, torch#2, dim 0 x3227)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(12908, 16, 8, 8, 8)]


def get_init_inputs():
    return []
