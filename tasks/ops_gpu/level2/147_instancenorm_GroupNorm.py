"""F.instance_norm -> GroupNorm: synthesised by warpgym synth (seed 7, index 226, torch#2, dim 0 x3699)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = F.instance_norm(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(59184, 32, 16, 16)]


def get_init_inputs():
    return []
