"""F.hardtanh: synthesised by warpgym synth (seed 9, index 595, torch#1, dim 0 x15739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(62956, 16, 8, 8, 8)]


def get_init_inputs():
    return []
