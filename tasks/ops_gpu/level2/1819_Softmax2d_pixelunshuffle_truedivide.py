"""Softmax2d -> F.pixel_unshuffle -> torch.true_divide: synthesised by warpgym synth (seed 7, index 2881, torch#3, dim 0 x1664)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.pixel_unshuffle -> torch.true_divide"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x, x1):
        x = self.softmax2d_0(x)
        x = F.pixel_unshuffle(x, 2)
        x = torch.true_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(13312, 16, 32, 32), torch.randn(13312, 64, 16, 16)]


def get_init_inputs():
    return []
