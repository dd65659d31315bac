"""InstanceNorm3d -> torch.atan -> torch.subtract: synthesised by warpgym synth (seed 7, index 3013, torch#3, dim 0 x1946)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> torch.atan -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=16)

    def forward(self, x, x1):
        x = self.instancenorm3d_0(x)
        x = torch.atan(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(15568, 64, 16, 16), torch.randn(15568, 64, 16, 16)]


def get_init_inputs():
    return []
