"""torch.sub -> torch.fmod: synthesised by warpgym synth (seed 7, index 6543, torch#2, dim 0 x1894)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.fmod"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.sub(x, x1)
        x = torch.fmod(x, x2)
        return x


def get_inputs():
    return [torch.randn(7576, 32, 32, 32), torch.randn(7576, 32, 32, 32), torch.randn(7576, 32, 32, 32)]


def get_init_inputs():
    return []
