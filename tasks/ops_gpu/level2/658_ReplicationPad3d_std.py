"""ReplicationPad3d -> torch.std: synthesised by warpgym synth (seed 7, index 900, torch#2, dim 0 x4466)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> torch.std"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = torch.std(x)
        return x


def get_inputs():
    return [torch.randn(17864, 16, 8, 8, 8)]


def get_init_inputs():
    return []
