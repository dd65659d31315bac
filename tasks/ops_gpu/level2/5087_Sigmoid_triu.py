"""Sigmoid -> torch.triu: synthesised by warpgym synth (seed 9, index 564, torch#2, dim 0 x15531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(1987968, 256)]


def get_init_inputs():
    return []
