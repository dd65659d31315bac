"""ReplicationPad2d: synthesised by warpgym synth (seed 9, index 180, torch#1, dim 0 x1776)."""
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
    return [torch.randn(56832, 128, 64)]


def get_init_inputs():
    return []
