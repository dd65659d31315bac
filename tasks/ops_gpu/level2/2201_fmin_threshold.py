"""torch.fmin -> F.threshold: synthesised by warpgym synth (seed 7, index 3482, torch#2, dim 0 x1185)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(75840, 1024), torch.randn(75840, 1024)]


def get_init_inputs():
    return []
