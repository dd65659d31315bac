"""torch.diff -> torch.fliplr: synthesised by warpgym synth (seed 7, index 5934, torch#2, dim 0 x812)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diff(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(207872, 512)]


def get_init_inputs():
    return []
