"""SiLU -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 252, torch#2, dim 0 x3026)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(48416, 32, 16, 16), torch.randn(48416, 32, 16, 16)]


def get_init_inputs():
    return []
