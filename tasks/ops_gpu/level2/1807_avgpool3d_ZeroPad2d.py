"""F.avg_pool3d -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 2866, torch#2, dim 0 x7107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(113712, 32, 16, 16)]


def get_init_inputs():
    return []
