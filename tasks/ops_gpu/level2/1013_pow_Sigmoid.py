"""torch.pow -> Sigmoid: synthesised by warpgym synth (seed 7, index 1650, torch#2, dim 0 x1589)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(6356, 32, 32, 32)]


def get_init_inputs():
    return []
