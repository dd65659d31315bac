"""torch.rad2deg -> torch.atan2 -> torch.inverse: synthesised by warpgym synth (seed 7, index 5759, torch#3, dim 0 x1305)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.atan2 -> torch.inverse"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.rad2deg(x)
        x = torch.atan2(x, x1)
        x = torch.inverse(x)
        return x


def get_inputs():
    return [torch.randn(10440, 64, 16, 16), torch.randn(10440, 64, 16, 16)]


def get_init_inputs():
    return []
