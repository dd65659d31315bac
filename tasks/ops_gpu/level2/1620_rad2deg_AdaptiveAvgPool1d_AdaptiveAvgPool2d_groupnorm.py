"""torch.rad2deg -> AdaptiveAvgPool1d -> AdaptiveAvgPool2d -> F.group_norm: synthesised by warpgym synth (seed 7, index 2570, torch#4, dim 0 x1522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rad2deg -> AdaptiveAvgPool1d -> AdaptiveAvgPool2d -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)
        self.adaptiveavgpool2d_2 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.adaptiveavgpool1d_1(x)
        x = self.adaptiveavgpool2d_2(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(12176, 256, 128)]


def get_init_inputs():
    return []
