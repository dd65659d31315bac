"""ReplicationPad1d -> torch.neg: synthesised by warpgym synth (seed 7, index 4758, torch#2, dim 0 x3992)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(255488, 1024)]


def get_init_inputs():
    return []
