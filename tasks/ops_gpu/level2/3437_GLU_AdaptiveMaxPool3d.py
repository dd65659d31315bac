"""GLU -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 5400, torch#2, dim 0 x3603)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(57648, 32, 16, 16)]


def get_init_inputs():
    return []
