"""torch.divide -> RReLU -> torch.abs: synthesised by warpgym synth (seed 7, index 5064, torch#3, dim 0 x1297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> RReLU -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x, x1):
        x = torch.divide(x, x1)
        x = self.rrelu_1(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(20752, 32, 16, 16), torch.randn(20752, 32, 16, 16)]


def get_init_inputs():
    return []
