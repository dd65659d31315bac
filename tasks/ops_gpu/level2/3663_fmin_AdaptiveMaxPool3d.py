"""torch.fmin -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 5746, torch#2, dim 0 x750)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x, x1):
        x = torch.fmin(x, x1)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(12000, 32, 16, 16), torch.randn(12000, 32, 16, 16)]


def get_init_inputs():
    return []
