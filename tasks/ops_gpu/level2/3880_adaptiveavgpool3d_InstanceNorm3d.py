"""F.adaptive_avg_pool3d -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 6115, torch#2, dim 0 x21815)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=4)

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(87260, 16, 8, 8, 8)]


def get_init_inputs():
    return []
