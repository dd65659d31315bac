"""Softmax2d -> F.relu6: synthesised by warpgym synth (seed 7, index 6606, torch#2, dim 0 x908)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(3632, 32, 32, 32)]


def get_init_inputs():
    return []
