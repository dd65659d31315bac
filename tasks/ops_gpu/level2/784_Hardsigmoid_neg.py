"""Hardsigmoid -> torch.neg: synthesised by warpgym synth (seed 7, index 1268, torch#2, dim 0 x16209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(2074752, 256)]


def get_init_inputs():
    return []
