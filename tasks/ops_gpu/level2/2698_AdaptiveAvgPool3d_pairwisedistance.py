"""AdaptiveAvgPool3d -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 4269, torch#2, dim 0 x5185)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool3d -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool3d_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(82960, 32, 16, 16), torch.randn(82960, 4, 4, 4)]


def get_init_inputs():
    return []
