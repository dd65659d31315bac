"""GroupNorm -> MaxPool1d: synthesised by warpgym synth (seed 7, index 5379, torch#2, dim 0 x2910)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.maxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(372480, 256)]


def get_init_inputs():
    return []
