"""torch.abs -> torch.exp2: synthesised by warpgym synth (seed 7, index 6814, torch#2, dim 0 x4062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> torch.exp2"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.abs(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(32496, 64, 16, 16)]


def get_init_inputs():
    return []
