"""torch.rot90 -> torch.minimum -> torch.rad2deg -> F.linear: synthesised by warpgym synth (seed 7, index 5899, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> torch.minimum -> torch.rad2deg -> F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.rot90(x)
        x = torch.minimum(x, x1)
        x = torch.rad2deg(x)
        x = F.linear(x, x2)
        return x


def get_inputs():
    return [torch.randn(512, 256), torch.randn(256, 512), torch.randn(256, 512)]


def get_init_inputs():
    return []
