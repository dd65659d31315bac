"""torch.cumsum -> torch.ldexp -> torch.cummax: synthesised by warpgym synth (seed 7, index 913, torch#3, dim 0 x888)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> torch.ldexp -> torch.cummax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cumsum(x, -1)
        x = torch.ldexp(x, x1)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(14208, 32, 16, 16), torch.randn(14208, 32, 16, 16)]


def get_init_inputs():
    return []
