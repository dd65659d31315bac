"""AdaptiveMaxPool3d -> torch.flipud: synthesised by warpgym synth (seed 9, index 402, torch#2, dim 0 x8021)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(64168, 16, 32, 32)]


def get_init_inputs():
    return []
