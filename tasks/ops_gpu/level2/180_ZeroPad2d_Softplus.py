"""ZeroPad2d -> Softplus: synthesised by warpgym synth (seed 7, index 276, torch#2, dim 0 x3610)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> Softplus"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(57760, 32, 256)]


def get_init_inputs():
    return []
