"""torch.tril -> F.unfold: synthesised by warpgym synth (seed 7, index 331, torch#2, dim 0 x383)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril -> F.unfold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tril(x)
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(3064, 64, 16, 16)]


def get_init_inputs():
    return []
