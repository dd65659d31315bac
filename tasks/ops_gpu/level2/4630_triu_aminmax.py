"""torch.triu -> torch.aminmax: synthesised by warpgym synth (seed 8, index 308, torch#2, dim 0 x7056)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> torch.aminmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(28224, 32, 32, 32)]


def get_init_inputs():
    return []
