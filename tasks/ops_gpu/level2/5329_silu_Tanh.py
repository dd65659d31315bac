"""F.silu -> Tanh: synthesised by warpgym synth (seed 10, index 92, torch#2, dim 0 x3994)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> Tanh"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = F.silu(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(255616, 1024)]


def get_init_inputs():
    return []
