"""ZeroPad2d -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 6865, torch#2, dim 0 x3377)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.zeropad2d_0(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(54032, 32, 16, 16), torch.randn(54032, 32, 18, 18)]


def get_init_inputs():
    return []
