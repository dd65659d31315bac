"""torch.deg2rad -> InstanceNorm2d -> torch.neg -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 1352, torch#4, dim 0 x3654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> InstanceNorm2d -> torch.neg -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=128)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.instancenorm2d_1(x)
        x = torch.neg(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(58464, 64, 128)]


def get_init_inputs():
    return []
