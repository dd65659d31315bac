"""RReLU -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 2074, torch#2, dim 0 x2338)."""
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
    return [torch.randn(299264, 256)]


def get_init_inputs():
    return []
