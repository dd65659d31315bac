"""torch.round -> F.softmax: synthesised by warpgym synth (seed 7, index 2592, torch#2, dim 0 x2215)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.round(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(35440, 32, 256)]


def get_init_inputs():
    return []
