"""ReplicationPad1d -> torch.ldexp: synthesised by warpgym synth (seed 7, index 38, torch#2, dim 0 x858)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> torch.ldexp"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x, x1):
        x = self.replicationpad1d_0(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(439296, 256), torch.randn(439296, 258)]


def get_init_inputs():
    return []
