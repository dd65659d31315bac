"""torch.msort -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 1479, torch#2, dim 0 x3975)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.msort -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = torch.msort(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1017600, 256)]


def get_init_inputs():
    return []
