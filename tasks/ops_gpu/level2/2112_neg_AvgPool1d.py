"""torch.neg -> AvgPool1d: synthesised by warpgym synth (seed 7, index 3339, torch#2, dim 0 x5626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.neg(x)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1440256, 256)]


def get_init_inputs():
    return []
