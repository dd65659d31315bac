"""InstanceNorm1d -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 487, torch#2, dim 0 x3088)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.instancenorm1d_0(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(49408, 32, 256), torch.randn(49408, 32, 256)]


def get_init_inputs():
    return []
