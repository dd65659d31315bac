"""F.adaptive_avg_pool3d -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 1570, torch#2, dim 0 x4547)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.adaptiveavgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(36376, 64, 16, 16)]


def get_init_inputs():
    return []
