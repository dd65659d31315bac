"""GroupNorm -> torch.absolute: synthesised by warpgym synth (seed 7, index 5207, torch#2, dim 0 x862)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(6896, 64, 16, 16)]


def get_init_inputs():
    return []
