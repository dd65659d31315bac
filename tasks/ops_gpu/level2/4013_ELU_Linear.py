"""ELU -> Linear: synthesised by warpgym synth (seed 7, index 6312, torch#2, dim 0 x1582)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> Linear"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.linear_1 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(25312, 32, 16, 16)]


def get_init_inputs():
    return []
