"""SiLU: synthesised by warpgym synth (seed 7, index 4616, torch#1, dim 0 x6053)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        return x


def get_inputs():
    return [torch.randn(387392, 1024)]


def get_init_inputs():
    return []
