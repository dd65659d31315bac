"""torch.diff -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 3626, torch#2, dim 0 x2796)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = torch.diff(x)
        x = self.replicationpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(22368, 64, 16, 16)]


def get_init_inputs():
    return []
