"""RReLU -> Threshold: synthesised by warpgym synth (seed 8, index 79, torch#2, dim 0 x2399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> Threshold"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(38384, 32, 16, 16)]


def get_init_inputs():
    return []
