"""torch.moveaxis -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 365, torch#2, dim 0 x4712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.moveaxis -> torch.kthvalue"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.moveaxis(x, 2, 1)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(18848, 32, 32, 32)]


def get_init_inputs():
    return []
