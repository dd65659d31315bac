"""torch.add -> F.linear: synthesised by warpgym synth (seed 7, index 2108, torch#2, dim 0 x377)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.add(x, x1)
        x = F.linear(x, x2)
        return x


def get_inputs():
    return [torch.randn(24128, 1024), torch.randn(24128, 1024), torch.randn(24128, 1024)]


def get_init_inputs():
    return []
