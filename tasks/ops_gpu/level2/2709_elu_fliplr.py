"""F.elu -> torch.fliplr: synthesised by warpgym synth (seed 7, index 4285, torch#2, dim 0 x2262)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.elu(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(36192, 32, 16, 16)]


def get_init_inputs():
    return []
