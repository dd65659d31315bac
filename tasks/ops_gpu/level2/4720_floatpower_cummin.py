"""torch.float_power -> torch.cummin: synthesised by warpgym synth (seed 9, index 2, torch#2, dim 0 x3575)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> torch.cummin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(228800, 1024)]


def get_init_inputs():
    return []
