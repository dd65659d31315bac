"""AdaptiveAvgPool3d -> torch.ravel: synthesised by warpgym synth (seed 7, index 5546, torch#2, dim 0 x7535)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool3d -> torch.ravel"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool3d_0(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(120560, 32, 16, 16)]


def get_init_inputs():
    return []
