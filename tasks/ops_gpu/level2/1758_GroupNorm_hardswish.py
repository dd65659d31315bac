"""GroupNorm -> F.hardswish: synthesised by warpgym synth (seed 7, index 2784, torch#2, dim 0 x3221)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=512, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(824576, 512)]


def get_init_inputs():
    return []
