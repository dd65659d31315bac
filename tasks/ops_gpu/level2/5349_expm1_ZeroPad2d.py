"""torch.expm1 -> ZeroPad2d: synthesised by warpgym synth (seed 10, index 124, torch#2, dim 0 x3930)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.expm1(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(1006080, 512)]


def get_init_inputs():
    return []
