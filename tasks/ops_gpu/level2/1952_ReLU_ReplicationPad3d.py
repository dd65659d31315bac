"""ReLU -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 3083, torch#2, dim 0 x5402)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.replicationpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10804, 8, 8, 16, 16)]


def get_init_inputs():
    return []
