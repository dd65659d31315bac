"""LayerNorm -> InstanceNorm2d -> Conv2d: synthesised by warpgym synth (seed 7, index 3358, torch#3, dim 0 x2399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> InstanceNorm2d -> Conv2d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=16)
        self.conv2d_2 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.instancenorm2d_1(x)
        x = self.conv2d_2(x)
        return x


def get_inputs():
    return [torch.randn(38384, 32, 16, 16)]


def get_init_inputs():
    return []
