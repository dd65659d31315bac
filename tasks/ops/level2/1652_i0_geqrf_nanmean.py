"""torch.i0 -> torch.geqrf -> torch.nanmean: synthesised by warpgym synth (seed 7, index 2185, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.i0 -> torch.geqrf -> torch.nanmean"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.i0(x)
        x = torch.geqrf(x)[0]
        x = torch.nanmean(x)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
