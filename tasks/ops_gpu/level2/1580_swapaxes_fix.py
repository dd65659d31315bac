"""torch.swapaxes -> torch.fix: synthesised by warpgym synth (seed 7, index 2514, torch#2, dim 0 x2405)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> torch.fix"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = torch.fix(x)
        return x


def get_inputs():
    return [torch.randn(38480, 32, 16, 16)]


def get_init_inputs():
    return []
