"""F.relu -> F.relu: synthesised by warpgym synth (seed 10, index 19, torch#2, dim 0 x2093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(1071616, 256)]


def get_init_inputs():
    return []
