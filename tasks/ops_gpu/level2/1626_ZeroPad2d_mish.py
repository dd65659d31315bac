"""ZeroPad2d -> F.mish: synthesised by warpgym synth (seed 7, index 2584, torch#2, dim 0 x6580)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> F.mish"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(421120, 1024)]


def get_init_inputs():
    return []
