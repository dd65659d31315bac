"""Sigmoid -> torch.fmax: synthesised by warpgym synth (seed 10, index 127, torch#2, dim 0 x1321)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.sigmoid_0(x)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(676352, 256), torch.randn(676352, 256)]


def get_init_inputs():
    return []
