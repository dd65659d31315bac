"""torch.t -> torch.trace: synthesised by warpgym synth (seed 7, index 1152, torch#2, dim 0 x25137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.t -> torch.trace"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.t(x)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(3217536, 256)]


def get_init_inputs():
    return []
