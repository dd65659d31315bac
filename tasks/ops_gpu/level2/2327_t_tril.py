"""torch.t -> torch.tril: synthesised by warpgym synth (seed 7, index 3675, torch#2, dim 0 x5708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.t -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.t(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(365312, 1024)]


def get_init_inputs():
    return []
