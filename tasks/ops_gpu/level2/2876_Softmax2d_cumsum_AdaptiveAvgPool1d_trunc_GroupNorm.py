"""Softmax2d -> torch.cumsum -> AdaptiveAvgPool1d -> torch.trunc -> GroupNorm: synthesised by warpgym synth (seed 7, index 4547, torch#5, dim 0 x1151)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.cumsum -> AdaptiveAvgPool1d -> torch.trunc -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.adaptiveavgpool1d_2 = nn.AdaptiveAvgPool1d(output_size=4)
        self.groupnorm_4 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.cumsum(x, -1)
        x = self.adaptiveavgpool1d_2(x)
        x = torch.trunc(x)
        x = self.groupnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(18416, 64, 128)]


def get_init_inputs():
    return []
