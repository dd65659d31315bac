"""torch.multiply -> torch.median: synthesised by warpgym synth (seed 9, index 307, torch#2, dim 0 x1518)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> torch.median"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(24288, 32, 16, 16), torch.randn(24288, 32, 16, 16)]


def get_init_inputs():
    return []
