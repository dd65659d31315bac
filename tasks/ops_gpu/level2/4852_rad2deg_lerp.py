"""torch.rad2deg -> torch.lerp: synthesised by warpgym synth (seed 9, index 195, torch#2, dim 0 x2020)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.lerp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.rad2deg(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(16160, 16, 32, 32), torch.randn(16160, 16, 32, 32), torch.randn(16160, 16, 32, 32)]


def get_init_inputs():
    return []
