"""ReplicationPad1d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 4271, torch#2, dim 0 x1877)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(15016, 256, 128)]


def get_init_inputs():
    return []
