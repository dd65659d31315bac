"""torch.div -> torch.trunc: synthesised by warpgym synth (seed 7, index 1141, torch#2, dim 0 x2244)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> torch.trunc"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = torch.trunc(x)
        return x


def get_inputs():
    return [torch.randn(574464, 512), torch.randn(574464, 512)]


def get_init_inputs():
    return []
