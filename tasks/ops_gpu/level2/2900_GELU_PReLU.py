"""GELU -> PReLU: synthesised by warpgym synth (seed 7, index 4583, torch#2, dim 0 x4669)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> PReLU"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(298816, 1024)]


def get_init_inputs():
    return []
