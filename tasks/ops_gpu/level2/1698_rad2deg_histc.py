"""torch.rad2deg -> torch.histc: synthesised by warpgym synth (seed 7, index 2696, torch#2, dim 0 x13829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> torch.histc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rad2deg(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(55316, 16, 8, 8, 8)]


def get_init_inputs():
    return []
