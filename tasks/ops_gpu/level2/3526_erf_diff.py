"""torch.erf -> torch.diff: synthesised by warpgym synth (seed 7, index 5544, torch#2, dim 0 x8127)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.erf(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(2080512, 256)]


def get_init_inputs():
    return []
