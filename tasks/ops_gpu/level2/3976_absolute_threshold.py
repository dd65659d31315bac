"""torch.absolute -> F.threshold: synthesised by warpgym synth (seed 7, index 6256, torch#2, dim 0 x2810)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.absolute(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(22480, 64, 16, 16)]


def get_init_inputs():
    return []
