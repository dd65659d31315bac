"""LocalResponseNorm -> InstanceNorm2d -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 2055, torch#3, dim 0 x267)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> InstanceNorm2d -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=16)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.instancenorm2d_1(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(4272, 32, 16, 16)]


def get_init_inputs():
    return []
