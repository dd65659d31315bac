"""torch.exp2 -> torch.amax: synthesised by warpgym synth (seed 7, index 5141, torch#2, dim 0 x5121)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> torch.amax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp2(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(81936, 32, 16, 16)]


def get_init_inputs():
    return []
