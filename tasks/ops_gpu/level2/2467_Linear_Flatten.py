"""Linear -> Flatten: synthesised by warpgym synth (seed 7, index 3897, torch#2, dim 0 x11621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> Flatten"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=8, out_features=8)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(46484, 16, 8, 8, 8)]


def get_init_inputs():
    return []
