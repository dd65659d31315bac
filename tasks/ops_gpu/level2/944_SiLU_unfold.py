"""SiLU -> F.unfold: synthesised by warpgym synth (seed 7, index 1535, torch#2, dim 0 x339)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> F.unfold"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(5424, 64, 128)]


def get_init_inputs():
    return []
