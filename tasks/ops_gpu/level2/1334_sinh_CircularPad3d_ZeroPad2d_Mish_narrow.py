"""torch.sinh -> CircularPad3d -> ZeroPad2d -> Mish -> torch.narrow: synthesised by warpgym synth (seed 7, index 2142, torch#5, dim 0 x4197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> CircularPad3d -> ZeroPad2d -> Mish -> torch.narrow"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)
        self.mish_3 = nn.Mish()

    def forward(self, x):
        x = torch.sinh(x)
        x = self.circularpad3d_1(x)
        x = self.zeropad2d_2(x)
        x = self.mish_3(x)
        x = torch.narrow(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(16788, 16, 8, 8, 8)]


def get_init_inputs():
    return []
