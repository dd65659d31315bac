"""torch.tril -> torch.asinh: synthesised by warpgym synth (seed 7, index 6822, torch#2, dim 0 x1450)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tril(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(11600, 64, 16, 16)]


def get_init_inputs():
    return []
