"""F.mish -> Flatten: synthesised by warpgym synth (seed 7, index 2277, torch#2, dim 0 x3088)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = F.mish(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(49408, 64, 128)]


def get_init_inputs():
    return []
