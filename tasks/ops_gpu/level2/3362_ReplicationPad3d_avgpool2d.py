"""ReplicationPad3d -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 5291, torch#2, dim 0 x2604)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(10416, 32, 32, 32)]


def get_init_inputs():
    return []
