"""F.gelu -> torch.median: synthesised by warpgym synth (seed 7, index 5171, torch#2, dim 0 x4757)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.median"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(608896, 256)]


def get_init_inputs():
    return []
