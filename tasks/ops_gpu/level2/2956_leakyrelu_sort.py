"""F.leaky_relu -> torch.sort: synthesised by warpgym synth (seed 7, index 4678, torch#2, dim 0 x1301)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.sort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(5204, 32, 32, 32)]


def get_init_inputs():
    return []
