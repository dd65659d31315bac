"""Bilinear -> torch.median: synthesised by warpgym synth (seed 7, index 761, torch#2, dim 0 x14483)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Bilinear -> torch.median"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1):
        x = self.bilinear_0(x, x1)
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(28966, 8, 8, 16, 16), torch.randn(28966, 8, 8, 16, 16)]


def get_init_inputs():
    return []
