"""CircularPad2d -> F.selu: synthesised by warpgym synth (seed 7, index 5015, torch#2, dim 0 x1979)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> F.selu"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(15832, 256, 128)]


def get_init_inputs():
    return []
