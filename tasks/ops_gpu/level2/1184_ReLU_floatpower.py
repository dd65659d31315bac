"""ReLU -> torch.float_power: synthesised by warpgym synth (seed 7, index 1920, torch#2, dim 0 x1292)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(10336, 16, 32, 32)]


def get_init_inputs():
    return []
