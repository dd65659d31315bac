"""ReplicationPad2d -> torch.asinh: synthesised by warpgym synth (seed 7, index 2069, torch#2, dim 0 x3884)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)

    def forward(self, x):
        x = self.replicationpad2d_0(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(62144, 32, 256)]


def get_init_inputs():
    return []
