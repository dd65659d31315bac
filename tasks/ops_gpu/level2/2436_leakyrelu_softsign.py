"""F.leaky_relu -> F.softsign: synthesised by warpgym synth (seed 7, index 3847, torch#2, dim 0 x331)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> F.softsign"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(2648, 16, 32, 32)]


def get_init_inputs():
    return []
