"""F.hardswish -> torch.expm1: synthesised by warpgym synth (seed 7, index 4722, torch#2, dim 0 x14662)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.expm1"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(58648, 16, 8, 8, 8)]


def get_init_inputs():
    return []
