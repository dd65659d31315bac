"""torch.diagonal -> Threshold: synthesised by warpgym synth (seed 7, index 6912, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = torch.diagonal(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256)]


def get_init_inputs():
    return []
