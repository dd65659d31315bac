"""InstanceNorm1d -> Sigmoid: synthesised by warpgym synth (seed 7, index 4682, torch#2, dim 0 x6868)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(879104, 256)]


def get_init_inputs():
    return []
