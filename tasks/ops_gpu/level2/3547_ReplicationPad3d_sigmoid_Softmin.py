"""ReplicationPad3d -> F.sigmoid -> Softmin: synthesised by warpgym synth (seed 7, index 5572, torch#3, dim 0 x337)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> F.sigmoid -> Softmin"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.softmin_2 = nn.Softmin()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = F.sigmoid(x)
        x = self.softmin_2(x)
        return x


def get_inputs():
    return [torch.randn(2696, 16, 32, 32)]


def get_init_inputs():
    return []
