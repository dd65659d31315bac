"""InstanceNorm2d -> F.group_norm: synthesised by warpgym synth (seed 8, index 353, torch#2, dim 0 x4045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(32360, 64, 16, 16)]


def get_init_inputs():
    return []
