"""AdaptiveAvgPool3d -> torch.dist: synthesised by warpgym synth (seed 7, index 3768, torch#2, dim 0 x7977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool3d -> torch.dist"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool3d_0(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(63816, 16, 32, 32), torch.randn(63816, 4, 4, 4)]


def get_init_inputs():
    return []
