"""torch.ceil -> F.conv2d: synthesised by warpgym synth (seed 7, index 2761, torch#2, dim 0 x95)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> F.conv2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.ceil(x)
        x = F.conv2d(x, x1)
        return x


def get_inputs():
    return [torch.randn(380, 32, 32, 32), torch.randn(380, 32, 32, 32)]


def get_init_inputs():
    return []
