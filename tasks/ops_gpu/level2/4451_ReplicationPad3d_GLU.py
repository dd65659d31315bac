"""ReplicationPad3d -> GLU: synthesised by warpgym synth (seed 8, index 23, torch#2, dim 0 x16232)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> GLU"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(32464, 8, 8, 16, 16)]


def get_init_inputs():
    return []
