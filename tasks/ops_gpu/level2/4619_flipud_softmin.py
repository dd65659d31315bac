"""torch.flipud -> F.softmin: synthesised by warpgym synth (seed 8, index 284, torch#2, dim 0 x3706)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.softmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(474368, 256)]


def get_init_inputs():
    return []
