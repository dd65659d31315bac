"""PReLU -> torch.cosh: synthesised by warpgym synth (seed 7, index 5567, torch#2, dim 0 x1097)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(17552, 32, 16, 16)]


def get_init_inputs():
    return []
