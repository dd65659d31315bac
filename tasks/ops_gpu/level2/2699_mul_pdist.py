"""torch.mul -> F.pdist: synthesised by warpgym synth (seed 7, index 4270, torch#2, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(38912, 256), torch.randn(38912, 256)]


def get_init_inputs():
    return []
