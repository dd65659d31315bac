"""torch.swapaxes -> torch.tril: synthesised by warpgym synth (seed 7, index 5712, torch#2, dim 0 x8914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(17828, 8, 8, 16, 16)]


def get_init_inputs():
    return []
