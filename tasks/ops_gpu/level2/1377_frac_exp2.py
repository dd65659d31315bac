"""torch.frac -> torch.exp2: synthesised by warpgym synth (seed 7, index 2210, torch#2, dim 0 x2157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> torch.exp2"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frac(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(17256, 16, 32, 32)]


def get_init_inputs():
    return []
