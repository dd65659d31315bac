"""F.pad -> F.linear -> torch.nanmedian: synthesised by warpgym synth (seed 7, index 833, torch#3, dim 0 x24)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.linear -> torch.nanmedian"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = F.linear(x, x1)
        x = torch.nanmedian(x)
        return x


def get_inputs():
    return [torch.randn(6144, 512), torch.randn(6144, 514)]


def get_init_inputs():
    return []
