"""torch.arctan2 -> F.celu -> F.conv2d: synthesised by warpgym synth (seed 7, index 3082, torch#3, dim 0 x220)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.celu -> F.conv2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = F.celu(x)
        x = F.conv2d(x, x2)
        return x


def get_inputs():
    return [torch.randn(1760, 16, 32, 32), torch.randn(1760, 16, 32, 32), torch.randn(1760, 16, 32, 32)]


def get_init_inputs():
    return []
