"""ZeroPad2d -> F.rrelu: synthesised by warpgym synth (seed 7, index 928, torch#2, dim 0 x3811)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(60976, 32, 256)]


def get_init_inputs():
    return []
