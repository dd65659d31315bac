"""torch.trunc -> torch.neg -> F.native_channel_shuffle -> F.selu: synthesised by warpgym synth (seed 7, index 6428, torch#4, dim 0 x550)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> torch.neg -> F.native_channel_shuffle -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.trunc(x)
        x = torch.neg(x)
        x = F.native_channel_shuffle(x, 2)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(4400, 256, 128)]


def get_init_inputs():
    return []
