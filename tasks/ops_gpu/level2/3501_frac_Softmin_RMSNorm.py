"""torch.frac -> Softmin -> RMSNorm: synthesised by warpgym synth (seed 7, index 5504, torch#3, dim 0 x902)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> Softmin -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=16)

    def forward(self, x):
        x = torch.frac(x)
        x = self.softmin_1(x)
        x = self.rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(1804, 8, 8, 16, 16)]


def get_init_inputs():
    return []
