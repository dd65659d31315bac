"""RReLU -> torch.frac -> torch.tril: synthesised by warpgym synth (seed 7, index 2197, torch#3, dim 0 x1389)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.frac -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = torch.frac(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(11112, 64, 16, 16)]


def get_init_inputs():
    return []
