"""F.rrelu -> PReLU: synthesised by warpgym synth (seed 7, index 1715, torch#2, dim 0 x2500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.rrelu(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(640000, 512)]


def get_init_inputs():
    return []
