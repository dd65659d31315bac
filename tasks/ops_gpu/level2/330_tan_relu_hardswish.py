"""torch.tan -> F.relu -> F.hardswish: synthesised by warpgym synth (seed 7, index 509, torch#3, dim 0 x3178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> F.relu -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tan(x)
        x = F.relu(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(6356, 8, 8, 16, 16)]


def get_init_inputs():
    return []
