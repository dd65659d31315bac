"""Softsign -> ReLU6 -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 6727, torch#3, dim 0 x3561)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> ReLU6 -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.relu6_1 = nn.ReLU6()
        self.replicationpad3d_2 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.relu6_1(x)
        x = self.replicationpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(7122, 8, 8, 16, 16)]


def get_init_inputs():
    return []
