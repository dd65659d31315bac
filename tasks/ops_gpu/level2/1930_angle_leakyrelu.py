"""torch.angle -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 3053, torch#2, dim 0 x3780)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> F.leaky_relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(15120, 32, 32, 32)]


def get_init_inputs():
    return []
