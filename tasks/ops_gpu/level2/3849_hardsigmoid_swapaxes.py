"""F.hardsigmoid -> torch.swapaxes: synthesised by warpgym synth (seed 7, index 6060, torch#2, dim 0 x3166)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> torch.swapaxes"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardsigmoid(x)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(50656, 32, 16, 16)]


def get_init_inputs():
    return []
