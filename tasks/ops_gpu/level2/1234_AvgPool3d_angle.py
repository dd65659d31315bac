"""AvgPool3d -> torch.angle: synthesised by warpgym synth (seed 7, index 1993, torch#2, dim 0 x7568)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(121088, 32, 16, 16)]


def get_init_inputs():
    return []
