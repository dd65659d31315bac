"""InstanceNorm3d: synthesised by warpgym synth (seed 7, index 3159, torch#1, dim 0 x3479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        return x


def get_inputs():
    return [torch.randn(27832, 16, 32, 32)]


def get_init_inputs():
    return []
