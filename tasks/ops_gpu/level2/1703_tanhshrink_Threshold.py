"""F.tanhshrink -> Threshold: synthesised by warpgym synth (seed 7, index 2704, torch#2, dim 0 x809)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(207104, 256)]


def get_init_inputs():
    return []
