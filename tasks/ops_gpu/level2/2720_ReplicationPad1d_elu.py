"""ReplicationPad1d -> F.elu: synthesised by warpgym synth (seed 7, index 4297, torch#2, dim 0 x5769)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> F.elu"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(1476864, 256)]


def get_init_inputs():
    return []
