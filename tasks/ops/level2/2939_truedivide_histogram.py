"""torch.true_divide -> torch.histogram: synthesised by warpgym synth (seed 7, index 3874, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> torch.histogram"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
