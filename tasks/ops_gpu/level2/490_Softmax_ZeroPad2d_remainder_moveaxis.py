"""Softmax -> ZeroPad2d -> torch.remainder -> torch.moveaxis: synthesised by warpgym synth (seed 7, index 781, torch#4, dim 0 x1252)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> ZeroPad2d -> torch.remainder -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = self.softmax_0(x)
        x = self.zeropad2d_1(x)
        x = torch.remainder(x, x1)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(40064, 128, 64), torch.randn(40064, 130, 66)]


def get_init_inputs():
    return []
