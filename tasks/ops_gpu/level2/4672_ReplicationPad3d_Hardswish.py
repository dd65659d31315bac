"""ReplicationPad3d -> Hardswish: synthesised by warpgym synth (seed 8, index 371, torch#2, dim 0 x9316)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(37264, 16, 8, 8, 8)]


def get_init_inputs():
    return []
