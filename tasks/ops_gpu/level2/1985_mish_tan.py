"""F.mish -> torch.tan: synthesised by warpgym synth (seed 7, index 3131, torch#2, dim 0 x13738)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(27476, 8, 8, 16, 16)]


def get_init_inputs():
    return []
