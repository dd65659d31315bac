"""ReplicationPad2d -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 516, torch#2, dim 0 x7340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(58720, 16, 32, 32)]


def get_init_inputs():
    return []
