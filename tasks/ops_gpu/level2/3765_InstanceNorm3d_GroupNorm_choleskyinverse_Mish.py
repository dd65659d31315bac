"""InstanceNorm3d -> GroupNorm -> torch.cholesky_inverse -> Mish: synthesised by warpgym synth (seed 7, index 5912, torch#4, dim 0 x2481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> GroupNorm -> torch.cholesky_inverse -> Mish"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=8)
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.mish_3 = nn.Mish()

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = self.groupnorm_1(x)
        x = torch.cholesky_inverse(x)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(9924, 16, 8, 8, 8)]


def get_init_inputs():
    return []
