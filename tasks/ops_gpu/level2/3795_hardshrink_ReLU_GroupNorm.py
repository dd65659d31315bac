"""F.hardshrink -> ReLU -> GroupNorm: synthesised by warpgym synth (seed 7, index 5954, torch#3, dim 0 x16231)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> ReLU -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.groupnorm_2 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.relu_1(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(2077568, 256)]


def get_init_inputs():
    return []
