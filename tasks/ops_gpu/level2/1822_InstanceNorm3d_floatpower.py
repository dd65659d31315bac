"""InstanceNorm3d -> torch.float_power: synthesised by warpgym synth (seed 7, index 2886, torch#2, dim 0 x1888)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(7552, 32, 32, 32)]


def get_init_inputs():
    return []
