"""torch.exp2 -> Sigmoid -> GroupNorm: synthesised by warpgym synth (seed 7, index 2488, torch#3, dim 0 x2489)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> Sigmoid -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()
        self.groupnorm_2 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = torch.exp2(x)
        x = self.sigmoid_1(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(637184, 256)]


def get_init_inputs():
    return []
