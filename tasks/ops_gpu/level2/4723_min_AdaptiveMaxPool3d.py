"""torch.min -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 9, index 6, torch#2, dim 0 x2771)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(11084, 16, 8, 8, 8), torch.randn(11084, 16, 8, 8, 8)]


def get_init_inputs():
    return []
