"""Hardswish -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 3892, torch#2, dim 0 x2881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.replicationpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(46096, 32, 16, 16)]


def get_init_inputs():
    return []
