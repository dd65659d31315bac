"""AdaptiveMaxPool3d -> torch.svd: synthesised by warpgym synth (seed 7, index 2502, torch#2, dim 0 x3867)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> torch.svd"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = torch.svd(x)[0]
        return x


def get_inputs():
    return [torch.randn(15468, 32, 32, 32)]


def get_init_inputs():
    return []
