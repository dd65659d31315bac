"""PReLU -> CircularPad2d -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 5729, torch#3, dim 0 x342)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> CircularPad2d -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)
        self.replicationpad2d_2 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.circularpad2d_1(x)
        x = self.replicationpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(2736, 256, 128)]


def get_init_inputs():
    return []
