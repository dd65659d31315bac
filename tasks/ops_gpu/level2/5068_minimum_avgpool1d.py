"""torch.minimum -> F.avg_pool1d: synthesised by warpgym synth (seed 9, index 541, torch#2, dim 0 x4277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(1094912, 256), torch.randn(1094912, 256)]


def get_init_inputs():
    return []
