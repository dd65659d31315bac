"""torch.fmin -> F.softsign -> torch.cos: synthesised by warpgym synth (seed 7, index 4685, torch#3, dim 0 x2729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> F.softsign -> torch.cos"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = F.softsign(x)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(43664, 64, 128), torch.randn(43664, 64, 128)]


def get_init_inputs():
    return []
