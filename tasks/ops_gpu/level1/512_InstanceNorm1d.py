"""InstanceNorm1d: synthesised by warpgym synth (seed 9, index 427, torch#1, dim 0 x2793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        return x


def get_inputs():
    return [torch.randn(44688, 32, 256)]


def get_init_inputs():
    return []
