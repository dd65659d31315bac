"""RReLU -> ReplicationPad1d: synthesised by warpgym synth (seed 9, index 472, torch#2, dim 0 x653)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(20896, 128, 64)]


def get_init_inputs():
    return []
