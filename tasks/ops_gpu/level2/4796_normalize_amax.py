"""F.normalize -> torch.amax: synthesised by warpgym synth (seed 9, index 108, torch#2, dim 0 x12014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.amax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(48056, 16, 8, 8, 8)]


def get_init_inputs():
    return []
