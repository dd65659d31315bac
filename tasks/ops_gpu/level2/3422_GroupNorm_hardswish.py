"""GroupNorm -> F.hardswish: synthesised by warpgym synth (seed 7, index 5377, torch#2, dim 0 x3104)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(397312, 256)]


def get_init_inputs():
    return []
