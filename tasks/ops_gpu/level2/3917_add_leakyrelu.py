"""torch.add -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 6169, torch#2, dim 0 x8039)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(32156, 16, 8, 8, 8), torch.randn(32156, 16, 8, 8, 8)]


def get_init_inputs():
    return []
