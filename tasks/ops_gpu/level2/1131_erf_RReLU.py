"""torch.erf -> RReLU: synthesised by warpgym synth (seed 7, index 1837, torch#2, dim 0 x3414)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = torch.erf(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(873984, 512)]


def get_init_inputs():
    return []
