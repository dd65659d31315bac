"""RReLU -> torch.cumsum -> torch.median: synthesised by warpgym synth (seed 7, index 146, torch#3, dim 0 x435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.cumsum -> torch.median"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = torch.cumsum(x, -1)
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(3480, 256, 128)]


def get_init_inputs():
    return []
