"""ReplicationPad1d -> F.instance_norm: synthesised by warpgym synth (seed 7, index 3263, torch#2, dim 0 x738)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(11808, 32, 256)]


def get_init_inputs():
    return []
