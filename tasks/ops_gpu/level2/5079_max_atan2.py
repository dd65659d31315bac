"""torch.max -> torch.atan2: synthesised by warpgym synth (seed 9, index 556, torch#2, dim 0 x432)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> torch.atan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.max(x, x1)
        x = torch.atan2(x, x2)
        return x


def get_inputs():
    return [torch.randn(3456, 256, 128), torch.randn(3456, 256, 128), torch.randn(3456, 256, 128)]


def get_init_inputs():
    return []
