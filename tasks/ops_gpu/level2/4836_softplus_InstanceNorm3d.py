"""F.softplus -> InstanceNorm3d: synthesised by warpgym synth (seed 9, index 171, torch#2, dim 0 x2754)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=8)

    def forward(self, x):
        x = F.softplus(x)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(11016, 16, 8, 8, 8)]


def get_init_inputs():
    return []
