"""torch.msort -> torch.tan: synthesised by warpgym synth (seed 9, index 446, torch#2, dim 0 x3961)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.msort -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.msort(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(2028032, 256)]


def get_init_inputs():
    return []
