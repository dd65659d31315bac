"""Linear -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 2571, torch#2, dim 0 x3721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(14884, 32, 32, 32)]


def get_init_inputs():
    return []
