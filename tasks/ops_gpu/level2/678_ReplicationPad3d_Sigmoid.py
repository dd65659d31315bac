"""ReplicationPad3d -> Sigmoid: synthesised by warpgym synth (seed 7, index 1087, torch#2, dim 0 x12574)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(25148, 8, 8, 16, 16)]


def get_init_inputs():
    return []
