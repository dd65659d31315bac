"""torch.minimum -> F.conv2d: synthesised by warpgym synth (seed 7, index 4530, torch#2, dim 0 x44)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> F.conv2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.minimum(x, x1)
        x = F.conv2d(x, x2)
        return x


def get_inputs():
    return [torch.randn(352, 16, 32, 32), torch.randn(352, 16, 32, 32), torch.randn(352, 16, 32, 32)]


def get_init_inputs():
    return []
