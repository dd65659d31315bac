"""torch.fliplr -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 4385, torch#2, dim 0 x1242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.floor_divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fliplr(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(317952, 256), torch.randn(317952, 256)]


def get_init_inputs():
    return []
