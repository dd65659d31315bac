"""torch.geqrf: synthesised by warpgym synth (seed 7, index 3437, torch#1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32)]


def get_init_inputs():
    return []
