"""PReLU -> F.celu: synthesised by warpgym synth (seed 7, index 6674, torch#2, dim 0 x3888)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> F.celu"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(995328, 512)]


def get_init_inputs():
    return []
