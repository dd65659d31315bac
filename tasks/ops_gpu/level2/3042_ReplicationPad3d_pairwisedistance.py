"""ReplicationPad3d -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 4812, torch#2, dim 0 x791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x, x1):
        x = self.replicationpad3d_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(3164, 32, 32, 32), torch.randn(3164, 34, 34, 34)]


def get_init_inputs():
    return []
