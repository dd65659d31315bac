"""ReplicationPad3d -> Softplus: synthesised by warpgym synth (seed 7, index 1652, torch#2, dim 0 x3317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> Softplus"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(26536, 16, 32, 32)]


def get_init_inputs():
    return []
