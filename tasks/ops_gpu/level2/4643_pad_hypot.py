"""F.pad -> torch.hypot: synthesised by warpgym synth (seed 8, index 328, torch#2, dim 0 x2521)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.hypot"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(10084, 32, 32, 32), torch.randn(10084, 32, 32, 34)]


def get_init_inputs():
    return []
