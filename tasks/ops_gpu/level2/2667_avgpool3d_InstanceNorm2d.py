"""F.avg_pool3d -> InstanceNorm2d: synthesised by warpgym synth (seed 7, index 4221, torch#2, dim 0 x6850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=5)

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        x = self.instancenorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(109600, 32, 16, 16)]


def get_init_inputs():
    return []
