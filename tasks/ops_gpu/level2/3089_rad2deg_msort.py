"""torch.rad2deg -> torch.msort: synthesised by warpgym synth (seed 7, index 4884, torch#2, dim 0 x1224)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.msort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(4896, 32, 32, 32)]


def get_init_inputs():
    return []
