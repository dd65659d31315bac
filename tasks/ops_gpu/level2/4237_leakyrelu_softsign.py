"""F.leaky_relu -> F.softsign: synthesised by warpgym synth (seed 7, index 6655, torch#2, dim 0 x1306)."""
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
    return [torch.randn(10448, 256, 128)]


def get_init_inputs():
    return []
