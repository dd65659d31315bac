"""torch.swapaxes -> F.softsign -> torch.movedim: synthesised by warpgym synth (seed 7, index 5836, torch#3, dim 0 x2066)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> F.softsign -> torch.movedim"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = F.softsign(x)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(8264, 32, 32, 32)]


def get_init_inputs():
    return []
