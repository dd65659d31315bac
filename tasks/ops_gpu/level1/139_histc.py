"""torch.histc: synthesised by warpgym synth (seed 7, index 2006, torch#1, dim 0 x15236)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.histc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(975104, 1024)]


def get_init_inputs():
    return []
