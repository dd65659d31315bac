"""GELU -> SiLU: synthesised by warpgym synth (seed 7, index 1142, torch#2, dim 0 x4013)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> SiLU"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(256832, 1024)]


def get_init_inputs():
    return []
