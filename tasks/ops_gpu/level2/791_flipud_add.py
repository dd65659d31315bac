"""torch.flipud -> torch.add: synthesised by warpgym synth (seed 7, index 1279, torch#2, dim 0 x1659)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.add"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.flipud(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(26544, 32, 16, 16), torch.randn(26544, 32, 16, 16)]


def get_init_inputs():
    return []
