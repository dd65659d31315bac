"""SiLU -> torch.sum: synthesised by warpgym synth (seed 7, index 3395, torch#2, dim 0 x4047)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.sum"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(16188, 16, 8, 8, 8)]


def get_init_inputs():
    return []
