"""torch.atan2 -> F.threshold: synthesised by warpgym synth (seed 10, index 99, torch#2, dim 0 x2439)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(39024, 32, 16, 16), torch.randn(39024, 32, 16, 16)]


def get_init_inputs():
    return []
