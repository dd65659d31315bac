"""torch.clamp_max -> GroupNorm: synthesised by warpgym synth (seed 7, index 6470, torch#2, dim 0 x7479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=1024, num_groups=2)

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(478656, 1024)]


def get_init_inputs():
    return []
