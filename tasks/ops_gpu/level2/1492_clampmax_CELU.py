"""torch.clamp_max -> CELU: synthesised by warpgym synth (seed 7, index 2389, torch#2, dim 0 x2025)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(64800, 128, 64)]


def get_init_inputs():
    return []
