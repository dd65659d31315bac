"""CELU -> ELU -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 4355, torch#3, dim 0 x1549)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> ELU -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = self.elu_1(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(396544, 512)]


def get_init_inputs():
    return []
