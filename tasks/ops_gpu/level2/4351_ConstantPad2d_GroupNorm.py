"""ConstantPad2d -> GroupNorm: synthesised by warpgym synth (seed 7, index 6830, torch#2, dim 0 x7252)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.groupnorm_1 = nn.GroupNorm(num_channels=1026, num_groups=2)

    def forward(self, x):
        x = self.constantpad2d_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(464128, 1024)]


def get_init_inputs():
    return []
