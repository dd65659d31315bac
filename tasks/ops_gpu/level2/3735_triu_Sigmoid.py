"""torch.triu -> Sigmoid: synthesised by warpgym synth (seed 7, index 5857, torch#2, dim 0 x1156)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = torch.triu(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(18496, 32, 16, 16)]


def get_init_inputs():
    return []
