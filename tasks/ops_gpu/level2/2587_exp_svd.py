"""torch.exp -> torch.svd: synthesised by warpgym synth (seed 7, index 4089, torch#2, dim 0 x1713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> torch.svd"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = torch.svd(x)[0]
        return x


def get_inputs():
    return [torch.randn(27408, 32, 256)]


def get_init_inputs():
    return []
