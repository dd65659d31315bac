"""torch.min -> torch.cumsum -> torch.det: synthesised by warpgym synth (seed 7, index 4218, torch#3, dim 0 x1092)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> torch.cumsum -> torch.det"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = torch.cumsum(x, -1)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(8736, 16, 32, 32), torch.randn(8736, 16, 32, 32)]


def get_init_inputs():
    return []
