"""CELU -> F.sigmoid: synthesised by warpgym synth (seed 7, index 3989, torch#2, dim 0 x2151)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(34416, 32, 256)]


def get_init_inputs():
    return []
