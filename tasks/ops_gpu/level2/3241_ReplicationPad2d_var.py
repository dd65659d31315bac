"""ReplicationPad2d -> torch.var: synthesised by warpgym synth (seed 7, index 4424, torch#2, dim 0 x3263)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> torch.var"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(52208, 64, 128)]


def get_init_inputs():
    return []
