"""F.softshrink -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 1228, torch#2, dim 0 x6231)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.adaptiveavgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(49848, 64, 16, 16)]


def get_init_inputs():
    return []
