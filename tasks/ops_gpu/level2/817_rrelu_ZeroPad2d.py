"""F.rrelu -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1329, torch#2, dim 0 x7867)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = F.rrelu(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(503488, 1024)]


def get_init_inputs():
    return []
