"""F.selu -> PReLU: synthesised by warpgym synth (seed 7, index 6461, torch#2, dim 0 x2397)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.selu(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(9588, 32, 32, 32)]


def get_init_inputs():
    return []
