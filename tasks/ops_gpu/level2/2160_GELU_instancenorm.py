"""GELU -> F.instance_norm: synthesised by warpgym synth (seed 7, index 3413, torch#2, dim 0 x1924)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(30784, 32, 16, 16)]


def get_init_inputs():
    return []
