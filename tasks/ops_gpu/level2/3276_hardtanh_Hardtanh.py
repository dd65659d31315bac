"""F.hardtanh -> Hardtanh: synthesised by warpgym synth (seed 7, index 5160, torch#2, dim 0 x3615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(1850880, 256)]


def get_init_inputs():
    return []
