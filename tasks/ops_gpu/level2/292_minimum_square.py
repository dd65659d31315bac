"""torch.minimum -> torch.square: synthesised by warpgym synth (seed 7, index 449, torch#2, dim 0 x945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(241920, 512), torch.randn(241920, 512)]


def get_init_inputs():
    return []
