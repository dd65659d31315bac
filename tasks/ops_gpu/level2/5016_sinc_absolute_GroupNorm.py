"""torch.sinc -> torch.absolute -> GroupNorm: synthesised by warpgym synth (seed 9, index 462, torch#3, dim 0 x3456)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> torch.absolute -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_2 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = torch.sinc(x)
        x = torch.absolute(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(55296, 64, 128)]


def get_init_inputs():
    return []
