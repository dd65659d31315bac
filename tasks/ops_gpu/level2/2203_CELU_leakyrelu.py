"""CELU -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 3485, torch#2, dim 0 x2886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(23088, 16, 32, 32)]


def get_init_inputs():
    return []
