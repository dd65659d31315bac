"""AdaptiveMaxPool3d -> F.instance_norm: synthesised by warpgym synth (seed 7, index 6708, torch#2, dim 0 x7716)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(61728, 16, 32, 32)]


def get_init_inputs():
    return []
