"""InstanceNorm2d -> RMSNorm: synthesised by warpgym synth (seed 7, index 2215, torch#2, dim 0 x1167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=16)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=16)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(9336, 64, 16, 16)]


def get_init_inputs():
    return []
