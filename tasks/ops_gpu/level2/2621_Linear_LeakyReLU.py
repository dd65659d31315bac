"""Linear -> LeakyReLU: synthesised by warpgym synth (seed 7, index 4150, torch#2, dim 0 x991)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=16, out_features=16)
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(15856, 32, 16, 16)]


def get_init_inputs():
    return []
