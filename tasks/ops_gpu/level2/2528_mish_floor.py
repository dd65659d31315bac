"""F.mish -> torch.floor: synthesised by warpgym synth (seed 7, index 4008, torch#2, dim 0 x2578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.floor"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(20624, 64, 16, 16)]


def get_init_inputs():
    return []
