"""InstanceNorm2d -> torch.select: synthesised by warpgym synth (seed 7, index 4178, torch#2, dim 0 x7204)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d -> torch.select"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=32)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(28816, 32, 32, 32)]


def get_init_inputs():
    return []
