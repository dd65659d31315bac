"""F.threshold -> Flatten: synthesised by warpgym synth (seed 8, index 220, torch#2, dim 0 x1885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(15080, 16, 32, 32)]


def get_init_inputs():
    return []
