"""torch.pow: synthesised by warpgym synth (seed 8, index 209, torch#1, dim 0 x7475)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(478400, 1024)]


def get_init_inputs():
    return []
