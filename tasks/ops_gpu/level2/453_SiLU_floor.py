"""SiLU -> torch.floor: synthesised by warpgym synth (seed 7, index 720, torch#2, dim 0 x2917)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.floor"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(23336, 64, 16, 16)]


def get_init_inputs():
    return []
