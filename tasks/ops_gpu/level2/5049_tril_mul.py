"""torch.tril -> torch.mul: synthesised by warpgym synth (seed 9, index 514, torch#2, dim 0 x2561)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> torch.mul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.tril(x)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(10244, 32, 32, 32), torch.randn(10244, 32, 32, 32)]


def get_init_inputs():
    return []
