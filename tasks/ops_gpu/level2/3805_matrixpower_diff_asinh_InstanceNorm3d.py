"""torch.matrix_power -> torch.diff -> torch.asinh -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 5975, torch#4, dim 0 x2176)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> torch.diff -> torch.asinh -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_3 = nn.InstanceNorm3d(num_features=15)

    def forward(self, x):
        x = torch.matrix_power(x, 2)
        x = torch.diff(x)
        x = torch.asinh(x)
        x = self.instancenorm3d_3(x)
        return x


def get_inputs():
    return [torch.randn(17408, 64, 16, 16)]


def get_init_inputs():
    return []
