"""LogSoftmax -> ReplicationPad1d -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 6008, torch#3, dim 0 x4238)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> ReplicationPad1d -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=1026)

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = self.replicationpad1d_1(x)
        x = self.batchnorm1d_2(x)
        return x


def get_inputs():
    return [torch.randn(271232, 1024)]


def get_init_inputs():
    return []
