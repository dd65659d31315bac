"""Flatten -> torch.atan2: synthesised by warpgym synth (seed 7, index 3995, torch#2, dim 0 x10558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x, x1):
        x = self.flatten_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(42232, 16, 8, 8, 8), torch.randn(42232, 8192)]


def get_init_inputs():
    return []
