"""Linear: synthesised by warpgym synth (seed 7, index 4311, torch#1, dim 0 x3526)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x):
        x = self.linear_0(x)
        return x


def get_inputs():
    return [torch.randn(28208, 16, 32, 32)]


def get_init_inputs():
    return []
