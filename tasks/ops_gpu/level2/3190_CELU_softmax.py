"""CELU -> F.softmax: synthesised by warpgym synth (seed 7, index 5025, torch#2, dim 0 x3987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(31896, 64, 16, 16)]


def get_init_inputs():
    return []
