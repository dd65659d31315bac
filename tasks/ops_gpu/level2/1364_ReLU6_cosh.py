"""ReLU6 -> torch.cosh: synthesised by warpgym synth (seed 7, index 2192, torch#2, dim 0 x2218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(567808, 512)]


def get_init_inputs():
    return []
