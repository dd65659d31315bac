"""torch.remainder -> torch.swapaxes: synthesised by warpgym synth (seed 7, index 1818, torch#2, dim 0 x2139)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> torch.swapaxes"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(34224, 32, 256), torch.randn(34224, 32, 256)]


def get_init_inputs():
    return []
