"""ZeroPad2d -> torch.dist: synthesised by warpgym synth (seed 7, index 4170, torch#2, dim 0 x1044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> torch.dist"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad2d_0(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(16704, 32, 16, 16), torch.randn(16704, 32, 18, 18)]


def get_init_inputs():
    return []
