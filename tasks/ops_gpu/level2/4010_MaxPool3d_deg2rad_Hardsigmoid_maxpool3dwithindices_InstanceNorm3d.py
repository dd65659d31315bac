"""MaxPool3d -> torch.deg2rad -> Hardsigmoid -> F.max_pool3d_with_indices -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 6309, torch#5, dim 0 x3969)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.deg2rad -> Hardsigmoid -> F.max_pool3d_with_indices -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.hardsigmoid_2 = nn.Hardsigmoid()
        self.instancenorm3d_4 = nn.InstanceNorm3d(num_features=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = torch.deg2rad(x)
        x = self.hardsigmoid_2(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.instancenorm3d_4(x)
        return x


def get_inputs():
    return [torch.randn(31752, 16, 32, 32)]


def get_init_inputs():
    return []
