"""torch.tan -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 4468, torch#2, dim 0 x1899)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = torch.tan(x)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(7596, 32, 32, 32)]


def get_init_inputs():
    return []
