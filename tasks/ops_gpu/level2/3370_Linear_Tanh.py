"""Linear -> Tanh: synthesised by warpgym synth (seed 7, index 5301, torch#2, dim 0 x3901)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> Tanh"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.tanh_1(x)
        return x


def get_inputs():
    return [torch.randn(31208, 16, 32, 32)]


def get_init_inputs():
    return []
