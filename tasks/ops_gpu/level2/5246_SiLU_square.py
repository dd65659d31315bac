"""SiLU -> torch.square: synthesised by warpgym synth (seed 9, index 793, torch#2, dim 0 x1944)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.square"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(15552, 16, 32, 32)]


def get_init_inputs():
    return []
