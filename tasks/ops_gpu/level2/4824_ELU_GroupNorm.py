"""ELU -> GroupNorm: synthesised by warpgym synth (seed 9, index 151, torch#2, dim 0 x7267)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.groupnorm_1 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1860352, 256)]


def get_init_inputs():
    return []
