"""ReflectionPad2d -> ReplicationPad2d -> GroupNorm -> RReLU: synthesised by warpgym synth (seed 7, index 746, torch#4, dim 0 x1470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> ReplicationPad2d -> GroupNorm -> RReLU"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)
        self.groupnorm_2 = nn.GroupNorm(num_channels=32, num_groups=2)
        self.rrelu_3 = nn.RReLU()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.replicationpad2d_1(x)
        x = self.groupnorm_2(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(23520, 32, 16, 16)]


def get_init_inputs():
    return []
