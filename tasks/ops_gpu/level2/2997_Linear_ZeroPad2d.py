"""Linear -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 4738, torch#2, dim 0 x1690)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=512, out_features=512)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.zeropad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(432640, 512)]


def get_init_inputs():
    return []
