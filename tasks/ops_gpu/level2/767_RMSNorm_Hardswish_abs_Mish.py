"""RMSNorm -> Hardswish -> torch.abs -> Mish: synthesised by warpgym synth (seed 7, index 1235, torch#4, dim 0 x453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> Hardswish -> torch.abs -> Mish"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)
        self.hardswish_1 = nn.Hardswish()
        self.mish_3 = nn.Mish()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.hardswish_1(x)
        x = torch.abs(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(1812, 32, 32, 32)]


def get_init_inputs():
    return []
