"""F.avg_pool1d -> torch.absolute: synthesised by warpgym synth (seed 7, index 495, torch#2, dim 0 x11536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(2953216, 256)]


def get_init_inputs():
    return []
