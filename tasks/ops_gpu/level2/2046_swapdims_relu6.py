"""torch.swapdims -> F.relu6: synthesised by warpgym synth (seed 7, index 3225, torch#2, dim 0 x3770)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(30160, 64, 16, 16)]


def get_init_inputs():
    return []
