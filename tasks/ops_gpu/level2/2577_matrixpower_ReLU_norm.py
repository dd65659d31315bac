"""torch.matrix_power -> ReLU -> torch.norm: synthesised by warpgym synth (seed 7, index 3971, torch#3, dim 0 x11037)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> ReLU -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = torch.matrix_power(x, 2)
        x = self.relu_1(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(22074, 8, 8, 16, 16)]


def get_init_inputs():
    return []
