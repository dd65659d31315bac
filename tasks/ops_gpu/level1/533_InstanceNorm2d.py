"""InstanceNorm2d: synthesised by warpgym synth (seed 9, index 776, torch#1, dim 0 x3455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm2d"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_0 = nn.InstanceNorm2d(num_features=128)

    def forward(self, x):
        x = self.instancenorm2d_0(x)
        return x


def get_inputs():
    return [torch.randn(55280, 64, 128)]


def get_init_inputs():
    return []
