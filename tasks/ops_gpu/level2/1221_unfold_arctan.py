"""F.unfold -> torch.arctan: synthesised by warpgym synth (seed 7, index 1974, torch#2, dim 0 x331)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(5296, 32, 256)]


def get_init_inputs():
    return []
