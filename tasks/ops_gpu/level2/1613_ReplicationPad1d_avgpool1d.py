"""ReplicationPad1d -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 2557, torch#2, dim 0 x3524)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(225536, 1024)]


def get_init_inputs():
    return []
