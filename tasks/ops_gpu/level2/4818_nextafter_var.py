"""torch.nextafter -> torch.var: synthesised by warpgym synth (seed 7, index 6557, torch#2, dim 0 x7989)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(2045184, 256), torch.randn(2045184, 256)]


def get_init_inputs():
    return []
