"""torch.floor -> F.sigmoid -> torch.fliplr: synthesised by warpgym synth (seed 7, index 6070, torch#3, dim 0 x274)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> F.sigmoid -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.floor(x)
        x = F.sigmoid(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(2192, 256, 128)]


def get_init_inputs():
    return []
