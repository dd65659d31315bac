"""Linear: synthesised by warpgym synth (seed 7, index 918, torch#1, dim 0 x1469)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=128, out_features=128)

    def forward(self, x):
        x = self.linear_0(x)
        return x


def get_inputs():
    return [torch.randn(11752, 256, 128)]


def get_init_inputs():
    return []
