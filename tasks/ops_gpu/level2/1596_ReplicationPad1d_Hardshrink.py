"""ReplicationPad1d -> Hardshrink: synthesised by warpgym synth (seed 7, index 2534, torch#2, dim 0 x2149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(137536, 1024)]


def get_init_inputs():
    return []
