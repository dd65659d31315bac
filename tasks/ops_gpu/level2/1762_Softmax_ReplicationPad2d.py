"""Softmax -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 2792, torch#2, dim 0 x3531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(56496, 32, 16, 16)]


def get_init_inputs():
    return []
