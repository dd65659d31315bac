"""F.hardtanh -> torch.diff -> F.linear: synthesised by warpgym synth (seed 7, index 1774, torch#3, dim 0 x61)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.diff -> F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = torch.diff(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(15616, 256), torch.randn(15616, 255)]


def get_init_inputs():
    return []
