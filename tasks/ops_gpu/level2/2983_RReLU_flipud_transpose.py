"""RReLU -> torch.flipud -> torch.transpose: synthesised by warpgym synth (seed 7, index 4719, torch#3, dim 0 x3671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.flipud -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = torch.flipud(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(58736, 32, 256)]


def get_init_inputs():
    return []
