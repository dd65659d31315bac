"""Linear -> Softplus: synthesised by warpgym synth (seed 7, index 2672, torch#2, dim 0 x344)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> Softplus"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(5504, 32, 256)]


def get_init_inputs():
    return []
