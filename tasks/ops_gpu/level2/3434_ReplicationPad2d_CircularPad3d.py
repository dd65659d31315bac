"""ReplicationPad2d -> CircularPad3d: synthesised by warpgym synth (seed 7, index 5394, torch#2, dim 0 x991)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.circularpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(7928, 16, 32, 32)]


def get_init_inputs():
    return []
