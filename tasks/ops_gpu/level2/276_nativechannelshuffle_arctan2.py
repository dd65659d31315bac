"""F.native_channel_shuffle -> torch.arctan2: synthesised by warpgym synth (seed 7, index 427, torch#2, dim 0 x2222)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.native_channel_shuffle -> torch.arctan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.native_channel_shuffle(x, 2)
        x = torch.arctan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(35552, 64, 128), torch.randn(35552, 64, 128)]


def get_init_inputs():
    return []
