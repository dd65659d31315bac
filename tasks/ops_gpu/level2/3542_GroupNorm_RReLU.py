"""GroupNorm -> RReLU: synthesised by warpgym synth (seed 7, index 5566, torch#2, dim 0 x7208)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> RReLU"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=8, num_groups=2)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(14416, 8, 8, 16, 16)]


def get_init_inputs():
    return []
