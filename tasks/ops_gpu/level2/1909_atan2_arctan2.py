"""torch.atan2 -> torch.arctan2: synthesised by warpgym synth (seed 7, index 3024, torch#2, dim 0 x6914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> torch.arctan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.atan2(x, x1)
        x = torch.arctan2(x, x2)
        return x


def get_inputs():
    return [torch.randn(884992, 256), torch.randn(884992, 256), torch.randn(884992, 256)]


def get_init_inputs():
    return []
