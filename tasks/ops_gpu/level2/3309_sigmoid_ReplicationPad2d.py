"""F.sigmoid -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 5216, torch#2, dim 0 x2461)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = F.sigmoid(x)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(9844, 32, 32, 32)]


def get_init_inputs():
    return []
