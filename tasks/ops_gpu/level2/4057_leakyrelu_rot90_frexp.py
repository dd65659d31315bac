"""F.leaky_relu -> torch.rot90 -> torch.frexp: synthesised by warpgym synth (seed 7, index 6377, torch#3, dim 0 x4042)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.rot90 -> torch.frexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.rot90(x)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(32336, 64, 16, 16)]


def get_init_inputs():
    return []
