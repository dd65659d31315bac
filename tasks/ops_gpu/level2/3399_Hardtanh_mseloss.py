"""Hardtanh -> F.mse_loss: synthesised by warpgym synth (seed 7, index 4654, torch#2, dim 0 x827)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(6616, 16, 32, 32), torch.randn(6616, 16, 32, 32)]


def get_init_inputs():
    return []
