"""F.selu -> Threshold: synthesised by warpgym synth (seed 7, index 2945, torch#2, dim 0 x3584)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.selu(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(1835008, 256)]


def get_init_inputs():
    return []
