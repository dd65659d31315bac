"""Hardtanh -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 5397, torch#2, dim 0 x4058)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(2077696, 256), torch.randn(2077696, 256)]


def get_init_inputs():
    return []
