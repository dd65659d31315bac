"""torch.lerp -> torch.transpose: synthesised by warpgym synth (seed 7, index 6718, torch#2, dim 0 x991)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> torch.transpose"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.lerp(x, x1, x2)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(31712, 128, 64), torch.randn(31712, 128, 64), torch.randn(31712, 128, 64)]


def get_init_inputs():
    return []
