"""Hardswish -> ELU: synthesised by warpgym synth (seed 7, index 6085, torch#2, dim 0 x1527)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> ELU"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(24432, 32, 256)]


def get_init_inputs():
    return []
