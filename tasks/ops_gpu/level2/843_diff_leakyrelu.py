"""torch.diff -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 1374, torch#2, dim 0 x1622)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diff(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(51904, 128, 64)]


def get_init_inputs():
    return []
