"""F.elu -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 2005, torch#2, dim 0 x740)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = F.elu(x)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(11840, 64, 128)]


def get_init_inputs():
    return []
