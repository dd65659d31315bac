"""torch.expm1 -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 6681, torch#2, dim 0 x7161)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.expm1(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(458304, 1024)]


def get_init_inputs():
    return []
