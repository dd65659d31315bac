"""InstanceNorm1d: synthesised by warpgym synth (seed 7, index 2842, torch#1, dim 0 x7942)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=1024)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        return x


def get_inputs():
    return [torch.randn(508288, 1024)]


def get_init_inputs():
    return []
