"""Bilinear -> F.normalize: synthesised by warpgym synth (seed 7, index 4695, torch#2, dim 0 x7956)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Bilinear -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1):
        x = self.bilinear_0(x, x1)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(31824, 16, 8, 8, 8), torch.randn(31824, 16, 8, 8, 8)]


def get_init_inputs():
    return []
