"""F.leaky_relu -> torch.sin: synthesised by warpgym synth (seed 7, index 462, torch#2, dim 0 x3540)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.sin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(28320, 64, 16, 16)]


def get_init_inputs():
    return []
