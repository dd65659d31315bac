"""Linear -> SiLU -> torch.square: synthesised by warpgym synth (seed 8, index 26, torch#3, dim 0 x7163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> SiLU -> torch.square"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=8, out_features=8)
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.silu_1(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(28652, 16, 8, 8, 8)]


def get_init_inputs():
    return []
