"""CrossMapLRN2d -> LeakyReLU -> MaxPool3d -> F.lp_pool2d -> GroupNorm: synthesised by warpgym synth (seed 7, index 1438, torch#5, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> LeakyReLU -> MaxPool3d -> F.lp_pool2d -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.leakyrelu_1 = nn.LeakyReLU()
        self.maxpool3d_2 = nn.MaxPool3d(kernel_size=3)
        self.groupnorm_4 = nn.GroupNorm(num_channels=10, num_groups=2)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = self.leakyrelu_1(x)
        x = self.maxpool3d_2(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.groupnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
