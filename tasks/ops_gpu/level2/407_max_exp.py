"""torch.max -> torch.exp: synthesised by warpgym synth (seed 7, index 642, torch#2, dim 0 x7299)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(934272, 256), torch.randn(934272, 256)]


def get_init_inputs():
    return []
