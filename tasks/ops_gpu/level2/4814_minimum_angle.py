"""torch.minimum -> torch.angle: synthesised by warpgym synth (seed 9, index 134, torch#2, dim 0 x1399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(22384, 64, 128), torch.randn(22384, 64, 128)]


def get_init_inputs():
    return []
