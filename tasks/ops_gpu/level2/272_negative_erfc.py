"""torch.negative -> torch.erfc: synthesised by warpgym synth (seed 7, index 419, torch#2, dim 0 x1068)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> torch.erfc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(17088, 32, 256)]


def get_init_inputs():
    return []
