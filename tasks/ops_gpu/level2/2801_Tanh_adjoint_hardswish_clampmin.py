"""Tanh -> torch.adjoint -> F.hardswish -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 4417, torch#4, dim 0 x6064)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> torch.adjoint -> F.hardswish -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()

    def forward(self, x):
        x = self.tanh_0(x)
        x = torch.adjoint(x)
        x = F.hardswish(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(388096, 1024)]


def get_init_inputs():
    return []
