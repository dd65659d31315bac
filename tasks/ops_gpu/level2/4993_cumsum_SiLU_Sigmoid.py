"""torch.cumsum -> SiLU -> Sigmoid: synthesised by warpgym synth (seed 9, index 431, torch#3, dim 0 x14812)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> SiLU -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.silu_1(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(1895936, 256)]


def get_init_inputs():
    return []
