"""Softplus -> torch.geqrf -> torch.expm1 -> torch.flatten: synthesised by warpgym synth (seed 7, index 6205, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.geqrf -> torch.expm1 -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.geqrf(x)[0]
        x = torch.expm1(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128)]


def get_init_inputs():
    return []
