"""torch.tan -> LeakyReLU -> GroupNorm: synthesised by warpgym synth (seed 7, index 6897, torch#3, dim 0 x3962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> LeakyReLU -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.groupnorm_2 = nn.GroupNorm(num_channels=8, num_groups=2)

    def forward(self, x):
        x = torch.tan(x)
        x = self.leakyrelu_1(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(7924, 8, 8, 16, 16)]


def get_init_inputs():
    return []
