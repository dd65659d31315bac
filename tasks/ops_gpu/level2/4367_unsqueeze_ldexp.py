"""torch.unsqueeze -> torch.ldexp: synthesised by warpgym synth (seed 7, index 6859, torch#2, dim 0 x2066)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> torch.ldexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.unsqueeze(x, -1)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(16528, 64, 16, 16), torch.randn(16528, 64, 16, 16, 1)]


def get_init_inputs():
    return []
