"""RReLU -> F.glu: synthesised by warpgym synth (seed 9, index 517, torch#2, dim 0 x2298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.glu"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(588288, 256)]


def get_init_inputs():
    return []
