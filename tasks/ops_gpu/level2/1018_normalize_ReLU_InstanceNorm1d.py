"""F.normalize -> ReLU -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 1656, torch#3, dim 0 x2205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> ReLU -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.instancenorm1d_2 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = F.normalize(x)
        x = self.relu_1(x)
        x = self.instancenorm1d_2(x)
        return x


def get_inputs():
    return [torch.randn(282240, 256)]


def get_init_inputs():
    return []
