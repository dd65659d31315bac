"""torch.subtract -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 4642, torch#2, dim 0 x2440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(9760, 32, 32, 32), torch.randn(9760, 32, 32, 32)]


def get_init_inputs():
    return []
