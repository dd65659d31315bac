"""torch.swapaxes -> torch.inner: synthesised by warpgym synth (seed 9, index 453, torch#2, dim 0 x13)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> torch.inner"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.swapaxes(x, 2, 1)
        x = torch.inner(x, x1)
        return x


def get_inputs():
    return [torch.randn(208, 64, 128), torch.randn(208, 128, 64)]


def get_init_inputs():
    return []
