"""torch.sin -> F.channel_shuffle -> F.normalize: synthesised by warpgym synth (seed 7, index 6341, torch#3, dim 0 x828)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.channel_shuffle -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = F.channel_shuffle(x, 2)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(6624, 64, 16, 16)]


def get_init_inputs():
    return []
