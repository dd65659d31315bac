"""torch.arctan2 -> torch.deg2rad -> torch.maximum: synthesised by warpgym synth (seed 7, index 3762, torch#3, dim 0 x396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> torch.deg2rad -> torch.maximum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = torch.deg2rad(x)
        x = torch.maximum(x, x2)
        return x


def get_inputs():
    return [torch.randn(202752, 256), torch.randn(202752, 256), torch.randn(202752, 256)]


def get_init_inputs():
    return []
