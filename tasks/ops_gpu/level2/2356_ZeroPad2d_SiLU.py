"""ZeroPad2d -> SiLU: synthesised by warpgym synth (seed 7, index 3721, torch#2, dim 0 x3995)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> SiLU"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(15980, 16, 8, 8, 8)]


def get_init_inputs():
    return []
