"""Softmax2d -> F.sigmoid: synthesised by warpgym synth (seed 7, index 4518, torch#2, dim 0 x1818)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(14544, 256, 128)]


def get_init_inputs():
    return []
