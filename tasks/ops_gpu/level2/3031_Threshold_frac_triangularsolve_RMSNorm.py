"""Threshold -> torch.frac -> torch.triangular_solve -> RMSNorm: synthesised by warpgym synth (seed 7, index 4795, torch#4, dim 0 x2332)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.frac -> torch.triangular_solve -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.rmsnorm_3 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = torch.frac(x)
        x = torch.triangular_solve(x, x1)[0]
        x = self.rmsnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(9328, 32, 32, 32), torch.randn(9328, 32, 32, 32)]


def get_init_inputs():
    return []
