"""PairwiseDistance -> ReplicationPad2d: synthesised by warpgym synth (seed 7, index 3297, torch#2, dim 0 x693)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.replicationpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(2772, 32, 32, 32), torch.randn(2772, 32, 32, 32)]


def get_init_inputs():
    return []
