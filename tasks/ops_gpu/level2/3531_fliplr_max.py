"""torch.fliplr -> torch.max: synthesised by warpgym synth (seed 7, index 5551, torch#2, dim 0 x2474)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.max"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fliplr(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(9896, 32, 32, 32), torch.randn(9896, 32, 32, 32)]


def get_init_inputs():
    return []
