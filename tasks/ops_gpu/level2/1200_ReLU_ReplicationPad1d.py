"""ReLU -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 1944, torch#2, dim 0 x3864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(989184, 256)]


def get_init_inputs():
    return []
