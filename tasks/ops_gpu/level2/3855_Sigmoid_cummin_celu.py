"""Sigmoid -> torch.cummin -> F.celu: synthesised by warpgym synth (seed 7, index 6068, torch#3, dim 0 x4684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> torch.cummin -> F.celu"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = torch.cummin(x, -1)[0]
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(9368, 8, 8, 16, 16)]


def get_init_inputs():
    return []
