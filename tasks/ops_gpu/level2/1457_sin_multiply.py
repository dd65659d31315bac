"""torch.sin -> torch.multiply: synthesised by warpgym synth (seed 7, index 2325, torch#2, dim 0 x2556)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.multiply"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sin(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(654336, 512), torch.randn(654336, 512)]


def get_init_inputs():
    return []
