"""torch.rad2deg -> torch.fmax: synthesised by warpgym synth (seed 7, index 6728, torch#2, dim 0 x612)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.fmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.rad2deg(x)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(313344, 256), torch.randn(313344, 256)]


def get_init_inputs():
    return []
