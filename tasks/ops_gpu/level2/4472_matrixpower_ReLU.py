"""torch.matrix_power -> ReLU: synthesised by warpgym synth (seed 8, index 52, torch#2, dim 0 x3923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = torch.matrix_power(x, 2)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(31384, 16, 32, 32)]


def get_init_inputs():
    return []
