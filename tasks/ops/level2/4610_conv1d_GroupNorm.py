"""F.conv1d -> GroupNorm: synthesised by warpgym synth (seed 7, index 6054, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv1d -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x, x1):
        x = F.conv1d(x, x1)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64), torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
