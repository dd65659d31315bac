"""torch.cos -> torch.erfc: synthesised by warpgym synth (seed 7, index 5364, torch#2, dim 0 x4609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> torch.erfc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(294976, 1024)]


def get_init_inputs():
    return []
