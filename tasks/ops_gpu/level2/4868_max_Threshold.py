"""torch.max -> Threshold: synthesised by warpgym synth (seed 9, index 216, torch#2, dim 0 x2154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(34464, 32, 256), torch.randn(34464, 32, 256)]


def get_init_inputs():
    return []
