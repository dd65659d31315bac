"""ReLU -> AdaptiveMaxPool3d -> torch.nansum: synthesised by warpgym synth (seed 7, index 867, torch#3, dim 0 x7732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> AdaptiveMaxPool3d -> torch.nansum"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.relu_0(x)
        x = self.adaptivemaxpool3d_1(x)
        x = torch.nansum(x)
        return x


def get_inputs():
    return [torch.randn(61856, 64, 16, 16)]


def get_init_inputs():
    return []
