"""F.softshrink -> torch.atan -> AvgPool1d: synthesised by warpgym synth (seed 7, index 2847, torch#3, dim 0 x5694)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.atan -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_2 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.atan(x)
        x = self.avgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(91104, 64, 128)]


def get_init_inputs():
    return []
