"""Softmax2d -> torch.sin -> torch.cummax: synthesised by warpgym synth (seed 7, index 1181, torch#3, dim 0 x1754)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.sin -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.sin(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(7016, 32, 32, 32)]


def get_init_inputs():
    return []
