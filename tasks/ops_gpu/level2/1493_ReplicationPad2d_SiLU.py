"""ReplicationPad2d -> SiLU: synthesised by warpgym synth (seed 7, index 2390, torch#2, dim 0 x460)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> SiLU"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(3680, 256, 128)]


def get_init_inputs():
    return []
