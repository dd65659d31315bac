"""InstanceNorm3d: synthesised by warpgym synth (seed 7, index 6055, torch#1, dim 0 x2910)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        return x


def get_inputs():
    return [torch.randn(46560, 32, 16, 16)]


def get_init_inputs():
    return []
