"""torch.hypot -> F.pdist: synthesised by warpgym synth (seed 7, index 1988, torch#2, dim 0 x165)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(42240, 256), torch.randn(42240, 256)]


def get_init_inputs():
    return []
