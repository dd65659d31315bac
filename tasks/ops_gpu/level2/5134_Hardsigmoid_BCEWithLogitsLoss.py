"""Hardsigmoid -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 6961, torch#2, dim 0 x3956)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.hardsigmoid_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(253184, 1024), torch.randn(253184, 1024)]


def get_init_inputs():
    return []
