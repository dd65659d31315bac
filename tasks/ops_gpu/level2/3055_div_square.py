"""torch.div -> torch.square: synthesised by warpgym synth (seed 7, index 4831, torch#2, dim 0 x2598)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(20784, 16, 32, 32), torch.randn(20784, 16, 32, 32)]


def get_init_inputs():
    return []
