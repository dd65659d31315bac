"""ReplicationPad2d: synthesised by warpgym synth (seed 7, index 2774, torch#1, dim 0 x1515)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        return x


def get_inputs():
    return [torch.randn(24240, 32, 256)]


def get_init_inputs():
    return []
