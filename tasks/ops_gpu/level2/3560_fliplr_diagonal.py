"""torch.fliplr -> torch.diagonal: synthesised by warpgym synth (seed 7, index 5588, torch#2, dim 0 x7264)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.diagonal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(58112, 16, 32, 32)]


def get_init_inputs():
    return []
