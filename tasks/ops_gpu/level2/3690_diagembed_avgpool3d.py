"""torch.diag_embed -> F.avg_pool3d: synthesised by warpgym synth (seed 7, index 5781, torch#2, dim 0 x55)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diag_embed -> F.avg_pool3d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diag_embed(x)
        x = F.avg_pool3d(x, 3)
        return x


def get_inputs():
    return [torch.randn(220, 32, 32, 32)]


def get_init_inputs():
    return []
