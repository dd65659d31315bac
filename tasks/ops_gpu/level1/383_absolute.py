"""torch.absolute: synthesised by warpgym synth (seed 7, index 5691, torch#1, dim 0 x3516)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(28128, 16, 32, 32)]


def get_init_inputs():
    return []
