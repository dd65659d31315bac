"""torch.maximum -> torch.arctan: synthesised by warpgym synth (seed 8, index 365, torch#2, dim 0 x1187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(9496, 256, 128), torch.randn(9496, 256, 128)]


def get_init_inputs():
    return []
