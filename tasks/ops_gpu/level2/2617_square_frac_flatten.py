"""torch.square -> torch.frac -> torch.flatten: synthesised by warpgym synth (seed 7, index 4143, torch#3, dim 0 x1508)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> torch.frac -> torch.flatten"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = torch.frac(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(386048, 256)]


def get_init_inputs():
    return []
