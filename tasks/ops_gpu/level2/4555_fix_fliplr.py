"""torch.fix -> torch.fliplr: synthesised by warpgym synth (seed 8, index 189, torch#2, dim 0 x842)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fix(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(13472, 32, 16, 16)]


def get_init_inputs():
    return []
