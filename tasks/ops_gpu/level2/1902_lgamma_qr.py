"""torch.lgamma -> torch.qr: synthesised by warpgym synth (seed 7, index 3016, torch#2, dim 0 x1992)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(509952, 256)]


def get_init_inputs():
    return []
