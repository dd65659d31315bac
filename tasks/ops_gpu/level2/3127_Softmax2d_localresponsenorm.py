"""Softmax2d -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 4936, torch#2, dim 0 x2438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(9752, 32, 32, 32)]


def get_init_inputs():
    return []
