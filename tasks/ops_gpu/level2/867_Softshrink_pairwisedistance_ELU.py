"""Softshrink -> F.pairwise_distance -> ELU: synthesised by warpgym synth (seed 7, index 1412, torch#3, dim 0 x3946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> F.pairwise_distance -> ELU"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.elu_2 = nn.ELU()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = F.pairwise_distance(x, x1)
        x = self.elu_2(x)
        return x


def get_inputs():
    return [torch.randn(31568, 64, 16, 16), torch.randn(31568, 64, 16, 16)]


def get_init_inputs():
    return []
