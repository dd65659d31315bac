"""torch.swapdims -> torch.exp2: synthesised by warpgym synth (seed 7, index 6437, torch#2, dim 0 x3531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> torch.exp2"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(56496, 64, 128)]


def get_init_inputs():
    return []
