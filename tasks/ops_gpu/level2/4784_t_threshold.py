"""torch.t -> F.threshold: synthesised by warpgym synth (seed 9, index 88, torch#2, dim 0 x14632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.t -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.t(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(1872896, 256)]


def get_init_inputs():
    return []
