"""F.celu -> torch.square -> F.leaky_relu -> torch.flipud: synthesised by warpgym synth (seed 7, index 31, torch#4, dim 0 x1044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> torch.square -> F.leaky_relu -> torch.flipud"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        x = torch.square(x)
        x = F.leaky_relu(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(8352, 256, 128)]


def get_init_inputs():
    return []
