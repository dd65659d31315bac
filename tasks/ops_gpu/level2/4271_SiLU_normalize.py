"""SiLU -> F.normalize: synthesised by warpgym synth (seed 7, index 6711, torch#2, dim 0 x1170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(599040, 256)]


def get_init_inputs():
    return []
