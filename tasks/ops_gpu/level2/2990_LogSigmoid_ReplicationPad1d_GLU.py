"""LogSigmoid -> ReplicationPad1d -> GLU: synthesised by warpgym synth (seed 7, index 4727, torch#3, dim 0 x983)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> ReplicationPad1d -> GLU"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.replicationpad1d_1(x)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(251648, 512)]


def get_init_inputs():
    return []
