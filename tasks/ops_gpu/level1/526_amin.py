"""torch.amin: synthesised by warpgym synth (seed 9, index 683, torch#1, dim 0 x8136)."""
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
    return [torch.randn(130176, 64, 128)]


def get_init_inputs():
    return []
