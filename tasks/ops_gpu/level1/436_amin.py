"""torch.amin: synthesised by warpgym synth (seed 7, index 6559, torch#1, dim 0 x7194)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.amin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(3683328, 256)]


def get_init_inputs():
    return []
