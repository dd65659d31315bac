"""torch.remainder -> GroupNorm: synthesised by warpgym synth (seed 10, index 41, torch#2, dim 0 x1806)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(28896, 64, 128), torch.randn(28896, 64, 128)]


def get_init_inputs():
    return []
