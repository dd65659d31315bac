"""ReplicationPad1d -> LogSoftmax -> AvgPool1d: synthesised by warpgym synth (seed 7, index 4416, torch#3, dim 0 x273)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> LogSoftmax -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.logsoftmax_1 = nn.LogSoftmax()
        self.avgpool1d_2 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.logsoftmax_1(x)
        x = self.avgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(2184, 256, 128)]


def get_init_inputs():
    return []
