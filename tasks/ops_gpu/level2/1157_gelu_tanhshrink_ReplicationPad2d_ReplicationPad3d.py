"""F.gelu -> F.tanhshrink -> ReplicationPad2d -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 1878, torch#4, dim 0 x735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.tanhshrink -> ReplicationPad2d -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_2 = nn.ReplicationPad2d(padding=1)
        self.replicationpad3d_3 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = F.gelu(x)
        x = F.tanhshrink(x)
        x = self.replicationpad2d_2(x)
        x = self.replicationpad3d_3(x)
        return x


def get_inputs():
    return [torch.randn(2940, 32, 32, 32)]


def get_init_inputs():
    return []
