"""torch.min -> F.softmax: synthesised by warpgym synth (seed 7, index 1417, torch#2, dim 0 x1007)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(16112, 64, 128), torch.randn(16112, 64, 128)]


def get_init_inputs():
    return []
