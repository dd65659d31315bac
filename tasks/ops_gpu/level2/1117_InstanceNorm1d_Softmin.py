"""InstanceNorm1d -> Softmin: synthesised by warpgym synth (seed 7, index 1809, torch#2, dim 0 x4477)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> Softmin"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=1024)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(286528, 1024)]


def get_init_inputs():
    return []
