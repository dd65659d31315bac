"""torch.fliplr -> torch.tril: synthesised by warpgym synth (seed 7, index 432, torch#2, dim 0 x3724)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(953344, 512)]


def get_init_inputs():
    return []
