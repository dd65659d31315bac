"""torch.clamp_max -> AdaptiveAvgPool2d -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 5269, torch#3, dim 0 x7683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> AdaptiveAvgPool2d -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = self.adaptiveavgpool2d_1(x)
        x = self.adaptivemaxpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(61464, 16, 32, 32)]


def get_init_inputs():
    return []
