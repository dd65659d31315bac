"""Flatten -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 4426, torch#2, dim 0 x2496)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(39936, 32, 256)]


def get_init_inputs():
    return []
