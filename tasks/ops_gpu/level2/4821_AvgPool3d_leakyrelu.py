"""AvgPool3d -> F.leaky_relu: synthesised by warpgym synth (seed 9, index 145, torch#2, dim 0 x6089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(24356, 32, 32, 32)]


def get_init_inputs():
    return []
