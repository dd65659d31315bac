"""AdaptiveMaxPool3d -> torch.inverse: synthesised by warpgym synth (seed 7, index 5172, torch#2, dim 0 x3390)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> torch.inverse"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = torch.inverse(x)
        return x


def get_inputs():
    return [torch.randn(27120, 64, 16, 16)]


def get_init_inputs():
    return []
