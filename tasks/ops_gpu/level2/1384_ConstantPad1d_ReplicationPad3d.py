"""ConstantPad1d -> ReplicationPad3d: synthesised by warpgym synth (seed 7, index 2222, torch#2, dim 0 x2603)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> ReplicationPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.replicationpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(10412, 32, 32, 32)]


def get_init_inputs():
    return []
