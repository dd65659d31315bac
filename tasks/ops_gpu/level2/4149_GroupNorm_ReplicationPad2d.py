"""GroupNorm -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 6513, torch#2, dim 0 x3537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(28296, 64, 16, 16)]


def get_init_inputs():
    return []
