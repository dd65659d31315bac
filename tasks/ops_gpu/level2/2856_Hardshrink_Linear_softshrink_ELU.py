"""Hardshrink -> Linear -> F.softshrink -> ELU: synthesised by warpgym synth (seed 7, index 4514, torch#4, dim 0 x735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> Linear -> F.softshrink -> ELU"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.linear_1 = nn.Linear(in_features=256, out_features=256)
        self.elu_3 = nn.ELU()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.linear_1(x)
        x = F.softshrink(x)
        x = self.elu_3(x)
        return x


def get_inputs():
    return [torch.randn(376320, 256)]


def get_init_inputs():
    return []
