"""torch.arctan2 -> torch.hypot: synthesised by warpgym synth (seed 7, index 2480, torch#2, dim 0 x1865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> torch.hypot"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = torch.hypot(x, x2)
        return x


def get_inputs():
    return [torch.randn(7460, 32, 32, 32), torch.randn(7460, 32, 32, 32), torch.randn(7460, 32, 32, 32)]


def get_init_inputs():
    return []
