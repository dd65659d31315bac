"""Hardtanh -> torch.angle -> F.log_softmax: synthesised by warpgym synth (seed 7, index 4264, torch#3, dim 0 x1022)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.angle -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = torch.angle(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(16352, 64, 128)]


def get_init_inputs():
    return []
