"""torch.rot90 -> torch.ravel: synthesised by warpgym synth (seed 7, index 6160, torch#2, dim 0 x947)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> torch.ravel"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rot90(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(15152, 32, 256)]


def get_init_inputs():
    return []
