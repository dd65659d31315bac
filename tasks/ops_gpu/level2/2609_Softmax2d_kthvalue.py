"""Softmax2d -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 4131, torch#2, dim 0 x1934)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.kthvalue"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(7736, 32, 32, 32)]


def get_init_inputs():
    return []
