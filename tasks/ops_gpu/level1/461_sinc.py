"""torch.sinc: synthesised by warpgym synth (seed 8, index 60, torch#1, dim 0 x3509)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(56144, 64, 128)]


def get_init_inputs():
    return []
