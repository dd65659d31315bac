"""F.celu -> RReLU: synthesised by warpgym synth (seed 7, index 3901, torch#2, dim 0 x654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = F.celu(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(334848, 256)]


def get_init_inputs():
    return []
