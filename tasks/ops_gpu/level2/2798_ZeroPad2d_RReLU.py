"""ZeroPad2d -> RReLU: synthesised by warpgym synth (seed 7, index 4414, torch#2, dim 0 x5099)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> RReLU"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(10198, 8, 8, 16, 16)]


def get_init_inputs():
    return []
