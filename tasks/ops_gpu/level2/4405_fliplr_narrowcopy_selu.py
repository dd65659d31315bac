"""torch.fliplr -> torch.narrow_copy -> F.selu: synthesised by warpgym synth (seed 7, index 6923, torch#3, dim 0 x7565)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.narrow_copy -> F.selu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.narrow_copy(x, -1, 2, 2)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(60520, 16, 32, 32)]


def get_init_inputs():
    return []
