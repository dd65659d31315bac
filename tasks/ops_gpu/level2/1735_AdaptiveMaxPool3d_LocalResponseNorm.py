"""AdaptiveMaxPool3d -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 2749, torch#2, dim 0 x6606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(26424, 32, 32, 32)]


def get_init_inputs():
    return []
