"""torch.abs -> F.hardswish: synthesised by warpgym synth (seed 7, index 894, torch#2, dim 0 x1773)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.abs(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(113472, 1024)]


def get_init_inputs():
    return []
