"""InstanceNorm3d -> torch.abs: synthesised by warpgym synth (seed 7, index 4365, torch#2, dim 0 x15643)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(31286, 8, 8, 16, 16)]


def get_init_inputs():
    return []
