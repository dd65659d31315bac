"""F.sigmoid -> F.hardswish -> torch.min: synthesised by warpgym synth (seed 7, index 3261, torch#3, dim 0 x2633)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.hardswish -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = F.hardswish(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(674048, 512), torch.randn(674048, 512)]


def get_init_inputs():
    return []
