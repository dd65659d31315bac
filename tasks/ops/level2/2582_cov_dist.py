"""torch.cov -> torch.dist: synthesised by warpgym synth (seed 7, index 3408, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cov -> torch.dist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cov(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(256, 256)]


def get_init_inputs():
    return []
