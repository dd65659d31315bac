"""F.hardtanh -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 2220, torch#2, dim 0 x6211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(12422, 8, 8, 16, 16)]


def get_init_inputs():
    return []
