"""torch.expm1 -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 5284, torch#2, dim 0 x2307)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = torch.expm1(x)
        x = self.adaptiveavgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(18456, 64, 16, 16)]


def get_init_inputs():
    return []
