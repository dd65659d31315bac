"""ReplicationPad1d: synthesised by warpgym synth (seed 7, index 6118, torch#1, dim 0 x1618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        return x


def get_inputs():
    return [torch.randn(12944, 256, 128)]


def get_init_inputs():
    return []
