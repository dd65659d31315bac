"""F.pixel_unshuffle -> F.celu -> torch.div: synthesised by warpgym synth (seed 7, index 4488, torch#3, dim 0 x1967)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_unshuffle -> F.celu -> torch.div"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pixel_unshuffle(x, 2)
        x = F.celu(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(15736, 16, 32, 32), torch.randn(15736, 64, 16, 16)]


def get_init_inputs():
    return []
