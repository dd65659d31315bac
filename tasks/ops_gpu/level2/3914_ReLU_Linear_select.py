"""ReLU -> Linear -> torch.select: synthesised by warpgym synth (seed 7, index 6166, torch#3, dim 0 x2622)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> Linear -> torch.select"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.linear_1 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.linear_1(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(41952, 32, 16, 16)]


def get_init_inputs():
    return []
