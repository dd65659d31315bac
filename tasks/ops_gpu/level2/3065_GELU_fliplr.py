"""GELU -> torch.fliplr: synthesised by warpgym synth (seed 7, index 4847, torch#2, dim 0 x1361)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(21776, 32, 256)]


def get_init_inputs():
    return []
