"""F.unfold -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 1845, torch#2, dim 0 x946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> torch.clamp_min"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(15136, 32, 16, 16)]


def get_init_inputs():
    return []
