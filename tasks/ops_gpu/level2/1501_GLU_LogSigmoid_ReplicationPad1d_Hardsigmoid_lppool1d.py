"""GLU -> LogSigmoid -> ReplicationPad1d -> Hardsigmoid -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 2406, torch#5, dim 0 x1114)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> LogSigmoid -> ReplicationPad1d -> Hardsigmoid -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.logsigmoid_1 = nn.LogSigmoid()
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.logsigmoid_1(x)
        x = self.replicationpad1d_2(x)
        x = self.hardsigmoid_3(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(142592, 256)]


def get_init_inputs():
    return []
