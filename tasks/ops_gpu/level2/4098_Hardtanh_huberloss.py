"""Hardtanh -> F.huber_loss: synthesised by warpgym synth (seed 7, index 5587, torch#2, dim 0 x5681)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.huber_loss"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(363584, 1024), torch.randn(363584, 1024)]


def get_init_inputs():
    return []
