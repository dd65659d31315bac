"""torch.flipud -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 27, torch#2, dim 0 x3450)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = torch.flipud(x)
        x = self.replicationpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(27600, 16, 32, 32)]


def get_init_inputs():
    return []
