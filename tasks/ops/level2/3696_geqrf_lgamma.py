"""torch.geqrf -> torch.lgamma: synthesised by warpgym synth (seed 7, index 4861, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
