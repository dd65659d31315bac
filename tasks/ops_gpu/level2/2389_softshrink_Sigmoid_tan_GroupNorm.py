"""F.softshrink -> Sigmoid -> torch.tan -> GroupNorm: synthesised by warpgym synth (seed 7, index 3767, torch#4, dim 0 x2683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> Sigmoid -> torch.tan -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.groupnorm_3 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.sigmoid_1(x)
        x = torch.tan(x)
        x = self.groupnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(10732, 16, 8, 8, 8)]


def get_init_inputs():
    return []
