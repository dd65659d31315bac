"""GELU -> F.relu: synthesised by warpgym synth (seed 7, index 2090, torch#2, dim 0 x8013)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.relu"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(2051328, 256)]


def get_init_inputs():
    return []
