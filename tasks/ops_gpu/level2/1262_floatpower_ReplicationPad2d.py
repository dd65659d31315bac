"""torch.float_power -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 2034, torch#2, dim 0 x623)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(4984, 64, 16, 16)]


def get_init_inputs():
    return []
