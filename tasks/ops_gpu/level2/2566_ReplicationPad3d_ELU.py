"""ReplicationPad3d -> ELU: synthesised by warpgym synth (seed 7, index 4058, torch#2, dim 0 x3395)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> ELU"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(54320, 32, 16, 16)]


def get_init_inputs():
    return []
