"""F.softshrink -> torch.diff -> ZeroPad2d: synthesised by warpgym synth (seed 9, index 782, torch#3, dim 0 x2427)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.diff -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_2 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.diff(x)
        x = self.zeropad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(9708, 16, 8, 8, 8)]


def get_init_inputs():
    return []
