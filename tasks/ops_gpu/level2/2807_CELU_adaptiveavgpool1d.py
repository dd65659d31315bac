"""CELU -> F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 4431, torch#2, dim 0 x7951)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(4070912, 256)]


def get_init_inputs():
    return []
