"""InstanceNorm3d -> torch.narrow: synthesised by warpgym synth (seed 7, index 2531, torch#2, dim 0 x6384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm3d -> torch.narrow"""

    def __init__(self):
        super().__init__()
        self.instancenorm3d_0 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.instancenorm3d_0(x)
        x = torch.narrow(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(51072, 16, 32, 32)]


def get_init_inputs():
    return []
