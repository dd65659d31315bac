"""F.hardtanh -> SiLU: synthesised by warpgym synth (seed 7, index 247, torch#2, dim 0 x4455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(8910, 8, 8, 16, 16)]


def get_init_inputs():
    return []
