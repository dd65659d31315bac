"""torch.frexp -> torch.angle: synthesised by warpgym synth (seed 8, index 311, torch#2, dim 0 x3069)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(49104, 32, 256)]


def get_init_inputs():
    return []
