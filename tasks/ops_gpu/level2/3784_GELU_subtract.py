"""GELU -> torch.subtract: synthesised by warpgym synth (seed 7, index 5939, torch#2, dim 0 x2446)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(1252352, 256), torch.randn(1252352, 256)]


def get_init_inputs():
    return []
