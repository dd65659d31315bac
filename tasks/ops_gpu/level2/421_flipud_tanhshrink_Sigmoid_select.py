"""torch.flipud -> F.tanhshrink -> Sigmoid -> torch.select: synthesised by warpgym synth (seed 7, index 668, torch#4, dim 0 x882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.tanhshrink -> Sigmoid -> torch.select"""

    def __init__(self):
        super().__init__()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.tanhshrink(x)
        x = self.sigmoid_2(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(14112, 32, 16, 16)]


def get_init_inputs():
    return []
