"""torch.triangular_solve -> torch.fliplr: synthesised by warpgym synth (seed 9, index 685, torch#2, dim 0 x1965)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triangular_solve -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.triangular_solve(x, x1)[0]
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(31440, 32, 16, 16), torch.randn(31440, 32, 16, 16)]


def get_init_inputs():
    return []
