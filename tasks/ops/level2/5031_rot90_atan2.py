"""torch.rot90 -> torch.atan2: synthesised by warpgym synth (seed 7, index 6588, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> torch.atan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.rot90(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16), torch.randn(64, 8, 16, 16)]


def get_init_inputs():
    return []
