"""F.leaky_relu -> torch.arctan: synthesised by warpgym synth (seed 7, index 4133, torch#2, dim 0 x3603)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(57648, 64, 128)]


def get_init_inputs():
    return []
