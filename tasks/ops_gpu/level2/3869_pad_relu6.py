"""F.pad -> F.relu6: synthesised by warpgym synth (seed 7, index 6097, torch#2, dim 0 x852)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(27264, 128, 64)]


def get_init_inputs():
    return []
