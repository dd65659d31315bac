"""F.leaky_relu -> torch.std: synthesised by warpgym synth (seed 7, index 6826, torch#2, dim 0 x2304)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.std"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(9216, 32, 32, 32)]


def get_init_inputs():
    return []
