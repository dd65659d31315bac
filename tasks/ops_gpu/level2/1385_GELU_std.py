"""GELU -> torch.std: synthesised by warpgym synth (seed 7, index 1902, torch#2, dim 0 x1694)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.std"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(6776, 32, 32, 32)]


def get_init_inputs():
    return []
