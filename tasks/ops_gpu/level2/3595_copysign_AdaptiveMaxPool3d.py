"""torch.copysign -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 5638, torch#2, dim 0 x954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.copysign -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x, x1):
        x = torch.copysign(x, x1)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(15264, 32, 16, 16), torch.randn(15264, 32, 16, 16)]


def get_init_inputs():
    return []
