"""Mish -> ReplicationPad2d -> torch.triu: synthesised by warpgym synth (seed 7, index 4466, torch#3, dim 0 x3560)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> ReplicationPad2d -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.replicationpad2d_1(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(56960, 64, 128)]


def get_init_inputs():
    return []
