"""Softmax2d -> torch.add: synthesised by warpgym synth (seed 7, index 4703, torch#2, dim 0 x1629)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.add"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x, x1):
        x = self.softmax2d_0(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(26064, 32, 16, 16), torch.randn(26064, 32, 16, 16)]


def get_init_inputs():
    return []
