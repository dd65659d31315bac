"""torch.deg2rad -> F.group_norm -> AdaptiveAvgPool2d -> F.glu: synthesised by warpgym synth (seed 10, index 7, torch#4, dim 0 x1634)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> F.group_norm -> AdaptiveAvgPool2d -> F.glu"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_2 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = F.group_norm(x, num_groups=2)
        x = self.adaptiveavgpool2d_2(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(13072, 256, 128)]


def get_init_inputs():
    return []
