"""ReplicationPad1d -> F.pad: synthesised by warpgym synth (seed 7, index 1494, torch#2, dim 0 x1870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.pad"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(14960, 256, 128)]


def get_init_inputs():
    return []
