"""ConstantPad2d -> F.softplus: synthesised by warpgym synth (seed 9, index 160, torch#2, dim 0 x7745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(991360, 256)]


def get_init_inputs():
    return []
