"""Sigmoid -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 6743, torch#2, dim 0 x3880)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.sigmoid_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(993280, 512), torch.randn(993280, 512)]


def get_init_inputs():
    return []
