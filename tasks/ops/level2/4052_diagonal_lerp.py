"""torch.diagonal -> torch.lerp: synthesised by warpgym synth (seed 7, index 5327, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> torch.lerp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.diagonal(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32), torch.randn(32, 32, 8), torch.randn(32, 32, 8)]


def get_init_inputs():
    return []
