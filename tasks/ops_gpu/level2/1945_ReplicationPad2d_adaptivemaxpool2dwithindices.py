"""ReplicationPad2d -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 3073, torch#2, dim 0 x2479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(39664, 32, 16, 16)]


def get_init_inputs():
    return []
