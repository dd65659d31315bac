"""torch.rot90 -> torch.max -> F.mish: synthesised by warpgym synth (seed 7, index 3673, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> torch.max -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.rot90(x)
        x = torch.max(x, x1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32), torch.randn(32, 4, 32, 32)]


def get_init_inputs():
    return []
