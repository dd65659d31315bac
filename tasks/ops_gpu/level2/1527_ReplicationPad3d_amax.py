"""ReplicationPad3d -> torch.amax: synthesised by warpgym synth (seed 7, index 2444, torch#2, dim 0 x3148)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(25184, 16, 32, 32)]


def get_init_inputs():
    return []
