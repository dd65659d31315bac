"""ReplicationPad3d: synthesised by warpgym synth (seed 9, index 222, torch#1, dim 0 x3357)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        return x


def get_inputs():
    return [torch.randn(13428, 32, 32, 32)]


def get_init_inputs():
    return []
