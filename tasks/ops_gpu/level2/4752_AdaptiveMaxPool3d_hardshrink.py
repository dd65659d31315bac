"""AdaptiveMaxPool3d -> F.hardshrink: synthesised by warpgym synth (seed 9, index 45, torch#2, dim 0 x3616)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(14464, 32, 32, 32)]


def get_init_inputs():
    return []
