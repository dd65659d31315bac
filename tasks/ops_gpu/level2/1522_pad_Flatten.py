"""F.pad -> Flatten: synthesised by warpgym synth (seed 7, index 2436, torch#2, dim 0 x1856)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(29696, 32, 16, 16)]


def get_init_inputs():
    return []
