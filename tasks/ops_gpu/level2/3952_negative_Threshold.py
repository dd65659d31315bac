"""torch.negative -> Threshold: synthesised by warpgym synth (seed 7, index 6220, torch#2, dim 0 x2961)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = torch.negative(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(47376, 32, 16, 16)]


def get_init_inputs():
    return []
