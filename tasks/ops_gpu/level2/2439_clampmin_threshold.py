"""torch.clamp_min -> F.threshold: synthesised by warpgym synth (seed 7, index 3851, torch#2, dim 0 x1653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(26448, 64, 128)]


def get_init_inputs():
    return []
