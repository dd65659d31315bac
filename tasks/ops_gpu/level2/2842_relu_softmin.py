"""F.relu -> F.softmin: synthesised by warpgym synth (seed 7, index 4492, torch#2, dim 0 x2854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.softmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(45664, 32, 16, 16)]


def get_init_inputs():
    return []
