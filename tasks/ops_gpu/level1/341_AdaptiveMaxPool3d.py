"""AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 4986, torch#1, dim 0 x8117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        return x


def get_inputs():
    return [torch.randn(64936, 16, 32, 32)]


def get_init_inputs():
    return []
