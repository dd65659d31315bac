"""CircularPad2d -> Threshold: synthesised by warpgym synth (seed 9, index 225, torch#2, dim 0 x1837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> Threshold"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(58784, 128, 64)]


def get_init_inputs():
    return []
