"""CELU: synthesised by warpgym synth (seed 7, index 6230, torch#1, dim 0 x829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        return x


def get_inputs():
    return [torch.randn(6632, 256, 128)]


def get_init_inputs():
    return []
