"""GroupNorm -> InstanceNorm1d: synthesised by warpgym synth (seed 10, index 40, torch#2, dim 0 x777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=128)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(6216, 256, 128)]


def get_init_inputs():
    return []
