"""ReplicationPad1d -> F.conv1d: synthesised by warpgym synth (seed 7, index 4904, torch#2, dim 0 x66)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.conv1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x, x1):
        x = self.replicationpad1d_0(x)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(528, 256, 128), torch.randn(528, 256, 130)]


def get_init_inputs():
    return []
