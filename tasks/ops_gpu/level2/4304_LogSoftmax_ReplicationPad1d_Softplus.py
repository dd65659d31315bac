"""LogSoftmax -> ReplicationPad1d -> Softplus: synthesised by warpgym synth (seed 7, index 6761, torch#3, dim 0 x14854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> ReplicationPad1d -> Softplus"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.softplus_2 = nn.Softplus()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.replicationpad1d_1(x)
        x = self.softplus_2(x)
        return x


def get_inputs():
    return [torch.randn(1901312, 256)]


def get_init_inputs():
    return []
