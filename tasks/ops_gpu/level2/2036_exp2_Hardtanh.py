"""torch.exp2 -> Hardtanh: synthesised by warpgym synth (seed 7, index 3214, torch#2, dim 0 x1749)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = torch.exp2(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(13992, 64, 16, 16)]


def get_init_inputs():
    return []
