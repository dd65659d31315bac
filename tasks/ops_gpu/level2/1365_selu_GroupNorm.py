"""F.selu -> GroupNorm: synthesised by warpgym synth (seed 7, index 2193, torch#2, dim 0 x2034)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = F.selu(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(520704, 256)]


def get_init_inputs():
    return []
