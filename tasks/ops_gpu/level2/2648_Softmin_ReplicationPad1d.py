"""Softmin -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 4191, torch#2, dim 0 x13159)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.softmin_0(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1684352, 256)]


def get_init_inputs():
    return []
