"""RReLU -> F.hardswish: synthesised by warpgym synth (seed 7, index 3699, torch#2, dim 0 x2610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(668160, 512)]


def get_init_inputs():
    return []
