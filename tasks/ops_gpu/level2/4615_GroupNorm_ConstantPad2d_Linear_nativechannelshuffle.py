"""GroupNorm -> ConstantPad2d -> Linear -> F.native_channel_shuffle: synthesised by warpgym synth (seed 8, index 277, torch#4, dim 0 x9131)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> ConstantPad2d -> Linear -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.linear_2 = nn.Linear(in_features=10, out_features=10)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.constantpad2d_1(x)
        x = self.linear_2(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(36524, 16, 8, 8, 8)]


def get_init_inputs():
    return []
