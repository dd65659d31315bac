"""F.linear -> torch.tril: synthesised by warpgym synth (seed 7, index 1079, torch#2, dim 0 x122)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.linear(x, x1)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(7808, 1024), torch.randn(7808, 1024)]


def get_init_inputs():
    return []
