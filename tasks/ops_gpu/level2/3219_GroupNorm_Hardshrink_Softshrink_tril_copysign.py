"""GroupNorm -> Hardshrink -> Softshrink -> torch.tril -> torch.copysign: synthesised by warpgym synth (seed 7, index 5066, torch#5, dim 0 x2625)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> Hardshrink -> Softshrink -> torch.tril -> torch.copysign"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.hardshrink_1 = nn.Hardshrink()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = self.hardshrink_1(x)
        x = self.softshrink_2(x)
        x = torch.tril(x)
        x = torch.copysign(x, x1)
        return x


def get_inputs():
    return [torch.randn(42000, 64, 128), torch.randn(42000, 64, 128)]


def get_init_inputs():
    return []
