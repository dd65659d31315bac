"""torch.cosh -> torch.tan: synthesised by warpgym synth (seed 7, index 3764, torch#2, dim 0 x1216)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cosh(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(19456, 32, 256)]


def get_init_inputs():
    return []
