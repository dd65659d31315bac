"""ReplicationPad3d -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 5137, torch#2, dim 0 x7332)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(29328, 16, 8, 8, 8)]


def get_init_inputs():
    return []
