"""ConstantPad2d -> torch.transpose: synthesised by warpgym synth (seed 7, index 904, torch#2, dim 0 x1733)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(13864, 64, 16, 16)]


def get_init_inputs():
    return []
