"""RReLU -> torch.matmul -> torch.cosh: synthesised by warpgym synth (seed 7, index 4775, torch#3, dim 0 x684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.matmul -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x, x1):
        x = self.rrelu_0(x)
        x = torch.matmul(x, x1)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(5472, 64, 16, 16), torch.randn(5472, 64, 16, 16)]


def get_init_inputs():
    return []
