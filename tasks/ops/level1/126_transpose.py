"""torch.transpose: synthesised by warpgym synth (seed 7, index 1335, torch#1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(512, 256)]


def get_init_inputs():
    return []
