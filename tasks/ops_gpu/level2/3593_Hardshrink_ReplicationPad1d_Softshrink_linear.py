"""Hardshrink -> ReplicationPad1d -> Softshrink -> F.linear: synthesised by warpgym synth (seed 7, index 5636, torch#4, dim 0 x111)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> ReplicationPad1d -> Softshrink -> F.linear"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = self.replicationpad1d_1(x)
        x = self.softshrink_2(x)
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(14208, 256), torch.randn(14208, 258)]


def get_init_inputs():
    return []
