"""GELU -> torch.mean: synthesised by warpgym synth (seed 7, index 3386, torch#2, dim 0 x1373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.mean"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(21968, 32, 16, 16)]


def get_init_inputs():
    return []
