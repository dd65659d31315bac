"""torch.maximum -> torch.negative -> F.pdist: synthesised by warpgym synth (seed 7, index 4275, torch#3, dim 0 x64)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> torch.negative -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = torch.negative(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(32768, 256), torch.randn(32768, 256)]


def get_init_inputs():
    return []
