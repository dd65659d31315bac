"""torch.round -> SiLU -> torch.histogram: synthesised by warpgym synth (seed 7, index 162, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> SiLU -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = torch.round(x)
        x = self.silu_1(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
