"""F.pairwise_distance -> torch.addcdiv: synthesised by warpgym synth (seed 7, index 5893, torch#2, dim 0 x322)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> torch.addcdiv"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = F.pairwise_distance(x, x1)
        x = torch.addcdiv(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(2576, 256, 128), torch.randn(2576, 256, 128), torch.randn(2576, 256), torch.randn(2576, 256)]


def get_init_inputs():
    return []
