"""torch.nextafter -> F.relu: synthesised by warpgym synth (seed 7, index 5321, torch#2, dim 0 x2491)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> F.relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(9964, 32, 32, 32), torch.randn(9964, 32, 32, 32)]


def get_init_inputs():
    return []
