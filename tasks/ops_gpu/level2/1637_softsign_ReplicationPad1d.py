"""F.softsign -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 2600, torch#2, dim 0 x1388)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = F.softsign(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(177664, 256)]


def get_init_inputs():
    return []
