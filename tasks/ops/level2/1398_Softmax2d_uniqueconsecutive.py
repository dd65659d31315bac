"""Softmax2d -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 1857, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
