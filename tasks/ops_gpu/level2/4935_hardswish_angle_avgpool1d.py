"""F.hardswish -> torch.angle -> F.avg_pool1d: synthesised by warpgym synth (seed 9, index 333, torch#3, dim 0 x7420)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.angle -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.angle(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(1899520, 256)]


def get_init_inputs():
    return []
