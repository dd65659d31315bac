"""torch.atan -> torch.erfc: synthesised by warpgym synth (seed 7, index 6027, torch#2, dim 0 x3535)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> torch.erfc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.atan(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(14140, 32, 32, 32)]


def get_init_inputs():
    return []
