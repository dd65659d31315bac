"""Hardshrink -> torch.div -> torch.swapdims -> Softmax: synthesised by warpgym synth (seed 8, index 48, torch#4, dim 0 x554)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.div -> torch.swapdims -> Softmax"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.softmax_3 = nn.Softmax()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = torch.div(x, x1)
        x = torch.swapdims(x, -1, -2)
        x = self.softmax_3(x)
        return x


def get_inputs():
    return [torch.randn(4432, 256, 128), torch.randn(4432, 256, 128)]


def get_init_inputs():
    return []
