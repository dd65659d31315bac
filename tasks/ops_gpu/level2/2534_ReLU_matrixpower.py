"""ReLU -> torch.matrix_power: synthesised by warpgym synth (seed 7, index 4018, torch#2, dim 0 x3642)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.matrix_power"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = torch.matrix_power(x, 2)
        return x


def get_inputs():
    return [torch.randn(29136, 64, 16, 16)]


def get_init_inputs():
    return []
