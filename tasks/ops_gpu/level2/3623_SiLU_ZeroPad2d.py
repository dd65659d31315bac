"""SiLU -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 5685, torch#2, dim 0 x2090)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(33440, 32, 256)]


def get_init_inputs():
    return []
