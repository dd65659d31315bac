"""InstanceNorm1d -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 4743, torch#2, dim 0 x2919)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=1024)
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.instancenorm1d_0(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(186816, 1024), torch.randn(186816, 1024)]


def get_init_inputs():
    return []
