"""torch.slogdet -> torch.msort: synthesised by warpgym synth (seed 9, index 552, torch#2, dim 0 x7734)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> torch.msort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.slogdet(x)[0]
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(61872, 16, 32, 32)]


def get_init_inputs():
    return []
