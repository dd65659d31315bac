"""torch.adjoint -> Hardswish: synthesised by warpgym synth (seed 7, index 5631, torch#2, dim 0 x7167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = torch.adjoint(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(458688, 1024)]


def get_init_inputs():
    return []
