"""InstanceNorm3d -> Threshold: synthesised by warpgym synth (seed 7, index 6515, torch#2, dim 0 x3509)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> Threshold"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(7018, 8, 8, 16, 16)]


def get_init_inputs():
    return []
