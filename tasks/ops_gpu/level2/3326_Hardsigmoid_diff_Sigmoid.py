"""Hardsigmoid -> torch.diff -> Sigmoid: synthesised by warpgym synth (seed 7, index 5237, torch#3, dim 0 x5338)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.diff -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.diff(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(683264, 256)]


def get_init_inputs():
    return []
