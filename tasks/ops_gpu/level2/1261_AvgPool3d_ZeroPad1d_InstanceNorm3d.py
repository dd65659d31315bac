"""AvgPool3d -> ZeroPad1d -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 2033, torch#3, dim 0 x7408)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> ZeroPad1d -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.instancenorm3d_2 = nn.InstanceNorm3d(num_features=12)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = self.zeropad1d_1(x)
        x = self.instancenorm3d_2(x)
        return x


def get_inputs():
    return [torch.randn(29632, 32, 32, 32)]


def get_init_inputs():
    return []
