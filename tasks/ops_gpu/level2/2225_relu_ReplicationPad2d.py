"""F.relu -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 3524, torch#2, dim 0 x3731)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = F.relu(x)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(59696, 64, 128)]


def get_init_inputs():
    return []
