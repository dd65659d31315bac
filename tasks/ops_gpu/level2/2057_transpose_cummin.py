"""torch.transpose -> torch.cummin: synthesised by warpgym synth (seed 7, index 3243, torch#2, dim 0 x2696)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.cummin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(21568, 16, 32, 32)]


def get_init_inputs():
    return []
